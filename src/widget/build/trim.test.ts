import { describe, expect, it } from 'vitest';
import { loadFlows } from '../../engine/flow/load.node.ts';
import { browserFlow, flowsMergeSchemas, formatsUsed } from './trim.ts';

describe('the flows as the browser gets them', () => {
  const flows = loadFlows();

  it('leave out only the notes for people editing them', () => {
    for (const flow of flows.values()) {
      const lean = browserFlow(flow as never) as unknown as typeof flow;
      expect(lean).not.toHaveProperty('description');
      expect(lean).not.toHaveProperty('$schema');
      const { description: _d, $schema: _s, steps: _st, ...rest } = flow;
      expect(lean).toMatchObject(rest);
      for (const [id, step] of Object.entries(flow.steps)) {
        const mine = lean.steps[id as keyof typeof lean.steps]!;
        expect(mine).not.toHaveProperty('description');
        // Schemas exactly as their validators were compiled; transitions with their guards.
        expect(mine.fields).toEqual(step!.fields);
        expect(mine.uiSchema).toEqual(step!.uiSchema);
        expect(mine.transitions).toEqual(step!.transitions.map(({ description: _n, ...t }) => t));
        expect(mine.back).toEqual(step!.back?.map(({ description: _n, ...t }) => t));
        expect(mine.widgets).toEqual(step!.widgets);
      }
    }
  });
});

describe('what the widget build leaves out of rjsf', () => {
  it('keeps the allOf merge only for flows whose forms merge schemas', () => {
    const flow = (fields: unknown) => ({ X: { steps: { '1': { fields } } } });
    expect(flowsMergeSchemas(Object.fromEntries(loadFlows()))).toBe(false);
    expect(flowsMergeSchemas(flow({ type: 'object', properties: { a: { type: 'string' } } }))).toBe(false);
    expect(flowsMergeSchemas(flow({ type: 'object', properties: { a: { allOf: [{ type: 'string' }, { minLength: 1 }] } } }))).toBe(true);
    expect(flowsMergeSchemas(flow({ type: 'object', patternProperties: { '^x': { type: 'string' } } }))).toBe(true);
  });

  it('reads the formats a precompiled validator asks ajv-formats for', () => {
    const code = 'const formats0 = require("ajv-formats/dist/formats").fullFormats.date;\nconst formats2 = require("ajv-formats/dist/formats").fullFormats["date-time"];';
    expect(formatsUsed(code)).toEqual(['date', 'date-time']);
  });
});

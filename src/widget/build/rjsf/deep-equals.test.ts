import { deepEquals as rjsfDeepEquals } from '@rjsf/utils';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import deepEquals from './deep-equals.ts';

const circular = () => {
  const node: Record<string, unknown> = { name: 'a', list: [1, 2] };
  node.self = node;
  (node.list as unknown[]).push(node);
  return node;
};

const nullProto = (entries: Record<string, unknown>) => Object.assign(Object.create(null) as object, entries);

// Pairs of the shapes rjsf compares: form data, schemas, uiSchemas, errors, props.
const PAIRS: [unknown, unknown][] = [
  [1, 1],
  [1, 2],
  [0, -0],
  [NaN, NaN],
  [1n, 1n],
  [1n, 2n],
  ['a', 'a'],
  ['a', 'b'],
  [true, false],
  [null, null],
  [null, undefined],
  [undefined, 0],
  [null, {}],
  [{}, {}],
  [[], {}],
  [{ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 }],
  [{ a: 1, b: [1, { c: 'x' }] }, { a: 1, b: [1, { c: 'y' }] }],
  [{ a: 1 }, { a: 1, b: undefined }],
  [{ a: undefined }, { b: undefined }],
  [[1, 2, 3], [1, 2, 3]],
  [[1, 2, 3], [1, 2]],
  [[1, [2, [3]]], [1, [2, [3]]]],
  [{ onChange: () => 1 }, { onChange: () => 2 }],
  [{ onChange: () => 1 }, { onChange: 1 }],
  [new Date(0), new Date(0)],
  [new Date(0), new Date(1)],
  [new Date(NaN), new Date(NaN)],
  [/a/g, /a/g],
  [/a/g, /a/i],
  [new Map([['a', { x: 1 }]]), new Map([['a', { x: 1 }]])],
  [new Map([['a', 1]]), new Map([['a', 2]])],
  [new Set([1, { a: 1 }]), new Set([{ a: 1 }, 1])],
  [new Set([1]), new Set([2])],
  [nullProto({ a: 1 }), nullProto({ a: 1 })],
  [nullProto({ a: 1 }), { a: 1 }],
  [circular(), circular()],
  [circular(), { ...circular(), name: 'b' }],
  [createElement('p', { id: 'a' }), createElement('p', { id: 'a' })],
  [createElement('p', { id: 'a' }), createElement('p', { id: 'b' })],
  [Promise.resolve(1), Promise.resolve(1)],
  [{ type: 'object', properties: { date: { type: 'string', format: 'date' } }, required: ['date'] }, { type: 'object', properties: { date: { type: 'string', format: 'date' } }, required: ['date'] }],
  [{ __errors: ['must be integer'] }, { __errors: ['must be integer'] }],
  [{ __errors: ['must be integer'] }, { __errors: [] }],
];

describe('deepEquals in the widget bundle', () => {
  it('answers as rjsf’s own does for the shapes rjsf compares', () => {
    const answers = PAIRS.map(([a, b], i) => {
      expect(deepEquals(a, b), `pair ${i}`).toBe(rjsfDeepEquals(a, b));
      expect(deepEquals(b, a), `pair ${i} reversed`).toBe(rjsfDeepEquals(b, a));
      return deepEquals(a, b);
    });
    // Both answers are among the cases.
    expect(new Set(answers)).toEqual(new Set([true, false]));
  });
});

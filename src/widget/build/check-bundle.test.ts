import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRuntimeCodegen } from './check-bundle.ts';

describe('findRuntimeCodegen', () => {
  it('finds new Function, eval and string timers, and passes ordinary code', () => {
    const dir = mkdtempSync(join(tmpdir(), 'covers-bundle-'));
    try {
      writeFileSync(join(dir, 'ok.js'), 'const evaluate=(x)=>x.eval(1);const f=Function.prototype;setTimeout(()=>{},1);');
      writeFileSync(join(dir, 'ajv.js'), 'const v=new Function("a","return a");');
      writeFileSync(join(dir, 'eval.js'), 'var r=eval("1+1");');
      writeFileSync(join(dir, 'timer.js'), 'setTimeout("go()",10);');
      writeFileSync(join(dir, 'bare.js'), 'const g=Function("return this")();');
      const found = [...new Set(findRuntimeCodegen(dir).map((p) => p.split(':')[0]))].sort();
      expect(found).toEqual(['ajv.js', 'bare.js', 'eval.js', 'timer.js']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

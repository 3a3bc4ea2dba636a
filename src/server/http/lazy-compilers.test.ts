import { describe, expect, it } from 'vitest';
import { lazyCompilers } from './lazy-compilers.ts';

type Factory = (external: object, options: object) => (route: object) => unknown;
const factories = (compilers: ReturnType<typeof lazyCompilers>) => compilers.compilersFactory as unknown as { buildValidator: Factory; buildSerializer: Factory };

const route = { method: 'POST', url: '/api/x', httpPart: 'body' };
const options = { customOptions: { coerceTypes: false } };

describe('lazy schema compilers', () => {
  it('validate as Ajv does, with its errors read through, compiling on first use', () => {
    const compilers = lazyCompilers();
    const validate = factories(compilers).buildValidator({}, options)({ ...route, schema: { type: 'object', required: ['a'] } }) as unknown as ((data: unknown) => boolean) & { errors?: Array<{ message: string }> };
    expect(validate.errors).toBeUndefined();
    expect(validate({ a: 1 })).toBe(true);
    expect(validate({})).toBe(false);
    expect(validate.errors?.[0]?.message).toBe("must have required property 'a'");
  });

  it('serialise as fast-json-stringify does', () => {
    const serialize = factories(lazyCompilers()).buildSerializer({}, {})({ ...route, httpStatus: '200', schema: { type: 'object', properties: { n: { type: 'integer' } } } }) as unknown as (data: unknown) => string;
    expect(serialize({ n: 2, hidden: 'x' })).toBe('{"n":2}');
  });

  it('report a broken schema when everything is compiled', async () => {
    const compilers = lazyCompilers();
    factories(compilers).buildValidator({}, options)({ ...route, schema: { type: 'nonsense' } });
    await expect(compilers.compileAll()).rejects.toThrow(/nonsense|type/);
  });
});

import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import { equal, resolve } from './uri.ts';

// RFC 3986 §5.4's examples, plus the shapes JSON Schema ids and $refs take.
const BASE = 'http://a/b/c/d;p?q';
const REFERENCES = [
  'g:h',
  'g',
  './g',
  'g/',
  '/g',
  '//g',
  '?y',
  'g?y',
  '#s',
  'g#s',
  'g?y#s',
  ';x',
  'g;x',
  'g;x?y#s',
  '',
  '.',
  './',
  '..',
  '../',
  '../g',
  '../..',
  '../../',
  '../../g',
  '../../../g',
  '../../../../g',
  '/./g',
  '/../g',
  'g.',
  '.g',
  'g..',
  '..g',
  './../g',
  './g/.',
  'g/./h',
  'g/../h',
  'g;x=1/./y',
  'g;x=1/../y',
  'g?y/./x',
  'g?y/../x',
  'g#s/./x',
  'g#s/../x',
];
const SCHEMA_CASES: Array<[string, string]> = [
  ['https://covers.example/schemas/step.json', '#/definitions/bar'],
  ['https://covers.example/schemas/step.json', 'other.json#/$defs/x'],
  ['https://covers.example/schemas/', 'step.json'],
  ['urn:covers:step', '#/properties/date'],
  ['', '#/definitions/x'],
  ['#', '#/definitions/x'],
  ['https://covers.example/a/b', '../c#frag'],
];

describe('the URI stand-in', () => {
  it('resolves RFC 3986’s examples as fast-uri does', () => {
    for (const reference of REFERENCES)
      expect(resolve(BASE, reference), reference).toBe(fastUri.resolve(BASE, reference));
  });

  it('resolves schema ids and $refs as fast-uri does', () => {
    for (const [base, reference] of SCHEMA_CASES)
      expect(resolve(base, reference), `${base} ${reference}`).toBe(fastUri.resolve(base, reference));
  });

  it('compares as fast-uri does', () => {
    const pairs: Array<[string, string]> = [
      ['https://covers.example/schemas/step.json', 'https://covers.example/schemas/step.json'],
      ['HTTPS://Covers.Example/schemas/step.json', 'https://covers.example/schemas/step.json'],
      ['https://covers.example/schemas/step.json', 'https://covers.example/schemas/other.json'],
      ['https://covers.example/a/./b/../c', 'https://covers.example/a/c'],
      ['https://covers.example/%7Euser', 'https://covers.example/~user'],
      ['https://covers.example', 'https://covers.example/'],
      ['#/definitions/x', '#/definitions/x'],
      ['#/definitions/x', '#/definitions/y'],
      ['urn:covers:step', 'URN:covers:step'],
    ];
    for (const [a, b] of pairs) expect(equal(a, b), `${a} ${b}`).toBe(fastUri.equal(a, b));
  });
});

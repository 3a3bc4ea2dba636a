import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ID, parsePageData, readPageData } from './page-data.ts';

describe('the data the widget page carries', () => {
  it('reads the locations', () => {
    expect(parsePageData('{"bars":[{"id":11,"branded_name":"Revolution Manchester"}]}')).toEqual({ bars: [{ id: 11, branded_name: 'Revolution Manchester' }] });
    expect(parsePageData('{"bars":[]}')).toEqual({ bars: [] });
  });

  it('reads the origins that may frame the page, each on its own', () => {
    expect(parsePageData('{"frameOrigins":["https://www.example.com","http://localhost:3000"]}')).toEqual({ frameOrigins: ['https://www.example.com', 'http://localhost:3000'] });
    expect(parsePageData('{"bars":[{"id":1}],"frameOrigins":[]}')).toEqual({ bars: [{ id: 1 }], frameOrigins: [] });
    for (const origins of ['"x"', '[1]', '["*"]', '["https://a.example/path"]', '["javascript:alert(1)"]']) {
      expect(parsePageData(`{"bars":[],"frameOrigins":${origins}}`), origins).toEqual({ bars: [] });
    }
  });

  it('ignores what is missing or malformed, so the session answer brings the locations instead', () => {
    for (const text of [null, undefined, '', 'not json', '[]', 'null', '{"bars":"x"}', '{"bars":[{"name":"no id"}]}', '{"bars":[null]}']) {
      expect(parsePageData(text), String(text)).toEqual({});
    }
  });

  it('finds its block by id', () => {
    const doc = { getElementById: (id: string) => (id === PAGE_DATA_ID ? ({ textContent: '{"bars":[{"id":3}]}' } as HTMLElement) : null) };
    expect(readPageData(doc)).toEqual({ bars: [{ id: 3 }] });
    expect(readPageData({ getElementById: () => null })).toEqual({});
  });
});

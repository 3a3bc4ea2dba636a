import { describe, expect, it } from 'vitest';
import { sanitiseDescription } from './description.ts';

describe('a menu description', () => {
  it('keeps the safe inline markup and the text', () => {
    expect(sanitiseDescription('Beef patty, <strong>cheddar</strong> &amp; <em>pickles</em><br>Served with fries')).toBe(
      'Beef patty, <strong>cheddar</strong> &amp; <em>pickles</em><br />Served with fries',
    );
  });
  it('drops scripts with their content, event handlers, links, styles and frames', () => {
    expect(sanitiseDescription('Nachos<script>alert(1)</script>')).toBe('Nachos');
    expect(sanitiseDescription('<img src=x onerror="alert(1)">Fries')).toBe('Fries');
    expect(sanitiseDescription('<b onclick="alert(1)" style="color:red">Hot</b>')).toBe('<b>Hot</b>');
    expect(sanitiseDescription('<a href="javascript:alert(1)">Wings</a>')).toBe('Wings');
    expect(sanitiseDescription('<iframe src="https://example.com"></iframe><style>body{}</style>Dips')).toBe('Dips');
    expect(sanitiseDescription('<svg><script>alert(1)</script></svg>Salad')).toBe('Salad');
  });
  it('escapes text that looks like markup but is not a tag', () => {
    expect(sanitiseDescription('Fish < 200g & chips')).toBe('Fish &lt; 200g &amp; chips');
  });
});

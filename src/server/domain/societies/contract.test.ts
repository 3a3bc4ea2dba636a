import { describe, expect, it } from 'vitest';
import { InvalidInput } from '../errors.ts';
import { contractStatus, signaturePng, termsBlocks } from './contract.ts';

/** The first 24 bytes of a PNG of `width` × `height`: the signature, then the IHDR chunk's length, name and size. */
function pngHeader(width: number, height: number, extra = 16): Buffer {
  const png = Buffer.alloc(24 + extra);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png, 0);
  png.writeUInt32BE(13, 8);
  png.write('IHDR', 12, 'latin1');
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

function refusal(field: unknown): string {
  try {
    signaturePng(field);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidInput);
    expect((error as InvalidInput).fields).toEqual({ signature_data: [(error as Error).message] });
    return (error as Error).message;
  }
  return 'accepted';
}

describe('termsBlocks', () => {
  it('makes "## " lines headings and runs other lines into paragraphs a blank line ends', () => {
    expect(termsBlocks('## 1. Parties\nThis agreement\nis between us.\n\nSecond paragraph.\n## 2. Offers\r\nOffers.\n\n\n')).toEqual([
      { kind: 'heading', text: '1. Parties' },
      { kind: 'paragraph', text: 'This agreement is between us.' },
      { kind: 'paragraph', text: 'Second paragraph.' },
      { kind: 'heading', text: '2. Offers' },
      { kind: 'paragraph', text: 'Offers.' },
    ]);
    expect(termsBlocks('')).toEqual([]);
  });
});

describe('contractStatus', () => {
  const at = new Date('2026-11-21T12:00:00Z');
  it('names each state; only a signed contract is completed', () => {
    expect(contractStatus({ viewed_at: null, signed_at: null })).toEqual({ completed: false, name: 'Awaiting signature' });
    expect(contractStatus({ viewed_at: at, signed_at: null })).toEqual({ completed: false, name: 'Read, awaiting signature' });
    expect(contractStatus({ viewed_at: at, signed_at: at })).toEqual({ completed: true, name: 'Signed' });
  });
});

describe('signaturePng', () => {
  it('returns the bytes of a PNG data URL', () => {
    const png = pngHeader(600, 150);
    expect(signaturePng(dataUrl(png)).equals(png)).toBe(true);
    expect(signaturePng(dataUrl(pngHeader(1, 1))).length).toBe(40);
    expect(signaturePng(dataUrl(pngHeader(4000, 4000))).length).toBe(40);
  });

  it('refuses a missing signature', () => {
    for (const field of [undefined, null, '', '   ', 42]) expect(refusal(field)).toBe('Please draw or type your signature before signing.');
  });

  it('refuses anything but a PNG of a sensible size', () => {
    const unreadable = "Sorry, we couldn't read that signature. Please clear it and sign again.";
    const cases = [
      'signature',
      `data:image/jpeg;base64,${pngHeader(10, 10).toString('base64')}`,
      `data:image/png,${pngHeader(10, 10).toString('base64')}`,
      'data:image/png;base64,',
      'data:image/png;base64,***',
      dataUrl(Buffer.from('GIF89a and then some more bytes to be long enough')),
      dataUrl(pngHeader(0, 10)),
      dataUrl(pngHeader(10, 0)),
      dataUrl(pngHeader(4001, 10)),
      dataUrl(pngHeader(10, 4001)),
      dataUrl(pngHeader(10, 10).subarray(0, 30)),
      dataUrl(pngHeader(10, 10, 160 * 1024)),
    ];
    for (const field of cases) expect(refusal(field), field.slice(0, 40)).toBe(unreadable);
  });
});

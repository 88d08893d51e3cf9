import { describe, expect, it } from 'vitest';
import { decodeUpload } from './decode-upload.js';

// 「問題文|選択肢」 in Shift_JIS, as Excel on Japanese Windows saves it.
const SJIS = Uint8Array.from([0x96, 0xe2, 0x91, 0xe8, 0x95, 0xb6, 0x7c, 0x91, 0x49, 0x91, 0xf0, 0x8e, 0x88]);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeUpload (the server and the batch preview read a file the same way)', () => {
  it('given Shift_JIS bytes, when read automatically, then the Japanese text and shift_jis', () => {
    expect(decodeUpload(SJIS)).toEqual({ kind: 'text', text: '問題文|選択肢', encoding: 'shift_jis' });
  });

  it('given UTF-8 with a BOM, then the text without the BOM and utf-8-bom', () => {
    expect(decodeUpload(utf8('\uFEFF問題|A'))).toEqual({
      kind: 'text',
      text: '問題|A',
      encoding: 'utf-8-bom',
    });
    expect(decodeUpload(utf8('問題|A'))).toEqual({ kind: 'text', text: '問題|A', encoding: 'utf-8' });
  });

  it('given an encoding chosen by the administrator, then it is used', () => {
    const asUtf8 = decodeUpload(SJIS, 'utf-8');
    expect(asUtf8.kind).toBe('binary'); // Shift_JIS read as UTF-8 is mostly undecodable: refused, not mojibake
    expect(decodeUpload(utf8('abc|d'), 'shift_jis')).toEqual({
      kind: 'text',
      text: 'abc|d',
      encoding: 'shift_jis',
    });
  });

  it('given an empty file, or only a BOM and blank lines, then empty', () => {
    expect(decodeUpload(new Uint8Array())).toEqual({ kind: 'empty' });
    expect(decodeUpload(utf8('\uFEFF\r\n  \n'))).toEqual({ kind: 'empty' });
  });

  it('given binary bytes (a PNG header, NUL bytes), then binary', () => {
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
    ]);
    expect(decodeUpload(png)).toEqual({ kind: 'binary' });
    expect(decodeUpload(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8]))).toEqual({ kind: 'binary' });
  });
});

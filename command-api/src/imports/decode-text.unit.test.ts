import { describe, expect, it } from 'vitest';
import { decodeUploadedText } from './decode-text.js';

describe('decodeUploadedText', () => {
  const line = '主キーの性質はどれか|一意|重複可|A';

  it('given UTF-8 with and without a BOM, then the same text', () => {
    const plain = new TextEncoder().encode(line);
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...plain]);
    expect(decodeUploadedText(plain)).toBe(line);
    expect(decodeUploadedText(withBom)).toBe(line);
  });

  it('given Shift_JIS bytes, then the Japanese text', () => {
    // 主キー in Shift_JIS: 8E E5 83 4C 81 5B
    const bytes = new Uint8Array([0x8e, 0xe5, 0x83, 0x4c, 0x81, 0x5b, 0x7c, 0x41]);
    expect(decodeUploadedText(bytes)).toBe('主キー|A');
  });
});

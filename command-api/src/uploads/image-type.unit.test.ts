import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type.js';

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('sniffImageType', () => {
  it.each([
    ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['jpg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['gif', bytes('GIF89a', [1, 0])],
    ['gif', bytes('GIF87a')],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
  ])('given the magic bytes of %s, then that type', (type, input) => {
    expect(sniffImageType(input)).toBe(type);
  });

  it.each([
    ['a text file', bytes('hello, this is not a picture')],
    ['an SVG (scripts can live in it)', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a RIFF that is not WebP', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
    ['nothing', bytes()],
  ])('given %s, then null', (_, input) => {
    expect(sniffImageType(input)).toBeNull();
  });
});

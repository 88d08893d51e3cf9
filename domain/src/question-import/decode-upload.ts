/**
 * The text of an uploaded question file as the server reads it, shared with the batch tab's preview (browser-safe:
 * the WHATWG TextDecoder of Node and of browsers). UTF-8 with or without a BOM, else Shift_JIS (what Excel on
 * Japanese Windows writes); an administrator may name the encoding instead. An empty file, or one that is not text
 * (NUL bytes, or more than 1% control or undecodable characters), is refused before anything is parsed.
 */
export type UploadEncodingChoice = 'auto' | 'utf-8' | 'shift_jis';
export type DetectedEncoding = 'utf-8' | 'utf-8-bom' | 'shift_jis';

export type DecodedUpload =
  | { kind: 'text'; text: string; encoding: DetectedEncoding }
  | { kind: 'empty' }
  | { kind: 'binary' };

const BOM = '\uFEFF';
// Control characters other than tab, line feed, form feed and carriage return; \x1A is an old end-of-file mark.
const isOddCharacter = (code: number) =>
  code <= 0x08 ||
  code === 0x0b ||
  (code >= 0x0e && code <= 0x19) ||
  (code >= 0x1b && code <= 0x1f) ||
  code === 0x7f ||
  code === 0xfffd;
const countOdd = (text: string) => {
  let count = 0;
  for (let index = 0; index < text.length; index++) if (isOddCharacter(text.charCodeAt(index))) count++;
  return count;
};

const utf8 = (bytes: Uint8Array, fatal: boolean) =>
  new TextDecoder('utf-8', { fatal, ignoreBOM: true }).decode(bytes);

function decodeAs(
  bytes: Uint8Array,
  choice: UploadEncodingChoice,
): { text: string; encoding: DetectedEncoding } {
  if (choice === 'shift_jis')
    return { text: new TextDecoder('shift_jis').decode(bytes), encoding: 'shift_jis' };
  if (choice === 'utf-8') {
    const text = utf8(bytes, false);
    return text.startsWith(BOM)
      ? { text: text.slice(1), encoding: 'utf-8-bom' }
      : { text, encoding: 'utf-8' };
  }
  try {
    const text = utf8(bytes, true);
    return text.startsWith(BOM)
      ? { text: text.slice(1), encoding: 'utf-8-bom' }
      : { text, encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('shift_jis').decode(bytes), encoding: 'shift_jis' };
  }
}

export function decodeUpload(bytes: Uint8Array, choice: UploadEncodingChoice = 'auto'): DecodedUpload {
  if (bytes.includes(0)) return { kind: 'binary' };
  const { text, encoding } = decodeAs(bytes, choice);
  if (text.trim() === '') return { kind: 'empty' };
  const odd = countOdd(text);
  if (odd > Math.max(0, text.length * 0.01)) return { kind: 'binary' };
  return { kind: 'text', text, encoding };
}

export const isEncodingChoice = (value: unknown): value is UploadEncodingChoice =>
  value === 'auto' || value === 'utf-8' || value === 'shift_jis';

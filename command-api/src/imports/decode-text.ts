const UTF8_BOM = '\uFEFF';

/**
 * The text of an uploaded file: UTF-8 with or without a BOM, else Shift_JIS (what many Japanese spreadsheets save).
 * Decoded with the WHATWG TextDecoder Node ships (full ICU), strict for UTF-8 so that Shift_JIS bytes are not
 * misread as UTF-8 with replacement characters. Line endings are left to the parsers (CRLF or LF).
 */
export const decodeUploadedText = (bytes: Uint8Array): string => {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    return text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  } catch {
    return new TextDecoder('shift_jis').decode(bytes);
  }
};

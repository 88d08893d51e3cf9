/** Lines of an uploaded text: a leading BOM dropped, CRLF or LF. Numbered from 1. */
export const linesOf = (text: string): string[] => text.replace(/^\uFEFF/, '').split(/\r?\n/);

/** The start of a line, as a refused entry shows it. */
export const excerptOf = (line: string, length = 30): string =>
  line.length > length ? `${line.slice(0, length)}…` : line;

/** A, B, C ... for an option's place (0-based). */
export const letterOf = (index: number): string => String.fromCharCode(65 + index);

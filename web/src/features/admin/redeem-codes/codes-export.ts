/**
 * Codes handed out by the hundred (issue 39): every code of a batch or a filtered list as one text to copy, or as
 * a CSV file that Excel on Japanese Windows opens as written (UTF-8 with a BOM, CRLF line ends).
 */
export type ExportedCode = {
  code: string;
  setTitle: string;
  validityDays: number;
  status: string;
  createdAt: string;
  usedAt: string;
  usedBy: string;
};

/** One code a line, in the order given. */
export const codesText = (codes: readonly Pick<ExportedCode, 'code'>[]) =>
  codes.map((row) => row.code).join('\n');

/**
 * A CSV field: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is prefixed with ' so a
 * spreadsheet never runs a title as a formula.
 */
export const csvField = (value: string | number): string => {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export const csvOf = (header: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;

export type CodeColumns = Record<keyof ExportedCode, string>;

const ORDER: (keyof ExportedCode)[] = [
  'code',
  'setTitle',
  'validityDays',
  'status',
  'createdAt',
  'usedAt',
  'usedBy',
];

export const codesCsv = (columns: CodeColumns, codes: readonly ExportedCode[]) =>
  csvOf(
    ORDER.map((key) => columns[key]),
    codes.map((row) => ORDER.map((key) => row[key])),
  );

/** redeem-codes-20261127-2310.csv: the local time the file was made. */
export const csvFileName = (now: Date) => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `redeem-codes-${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}.csv`;
};

/** Hands a text to the browser as a downloaded file. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

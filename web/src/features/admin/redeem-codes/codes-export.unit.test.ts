import { describe, expect, it } from 'vitest';
import { codesCsv, codesText, csvField, csvFileName } from './codes-export';

const columns = {
  code: 'コード',
  setTitle: '問題集',
  validityDays: '有効期間（日）',
  status: 'ステータス',
  createdAt: '作成日時',
  usedAt: '使用日時',
  usedBy: '使用者',
};
const row = (code: string, setTitle = 'SQL 演習') => ({
  code,
  setTitle,
  validityDays: 30,
  status: '未使用',
  createdAt: '2026/11/27 23:10',
  usedAt: '—',
  usedBy: '—',
});

describe('codes export', () => {
  it('given 100 generated codes, when copied, then one code a line in order', () => {
    const codes = Array.from({ length: 100 }, (_, index) => row(`CODE${String(index).padStart(3, '0')}`));
    const text = codesText(codes);
    expect(text.split('\n')).toHaveLength(100);
    expect(text.split('\n')[0]).toBe('CODE000');
    expect(text.split('\n')[99]).toBe('CODE099');
  });

  it('given codes, when written as CSV, then a BOM, the Japanese header and CRLF rows', () => {
    const csv = codesCsv(columns, [row('ABC'), row('DEF', '基本情報, 午後')]);
    expect(csv.startsWith('\uFEFFコード,問題集,有効期間（日）,ステータス,作成日時,使用日時,使用者\r\n')).toBe(
      true,
    );
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFコード,問題集,有効期間（日）,ステータス,作成日時,使用日時,使用者',
      'ABC,SQL 演習,30,未使用,2026/11/27 23:10,—,—',
      'DEF,"基本情報, 午後",30,未使用,2026/11/27 23:10,—,—',
      '',
    ]);
  });

  it('given a field with a quote, a line break or a formula, then it is quoted or defused', () => {
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-5')).toBe("'-5");
    expect(csvField(30)).toBe('30');
  });

  it('given a time, then the file is named after it', () => {
    expect(csvFileName(new Date(2026, 10, 27, 23, 5))).toBe('redeem-codes-20261127-2305.csv');
  });
});

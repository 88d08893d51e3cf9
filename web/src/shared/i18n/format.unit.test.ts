import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatYen } from './format';

describe('prices, numbers and dates through Intl', () => {
  it('given 1980 yen, then 1,980円 in Japanese and ¥1,980 in Chinese and English', () => {
    expect(formatYen(1980, 'ja')).toBe('1,980円');
    expect(formatYen(1980, 'zh')).toBe('¥1,980');
    expect(formatYen(1980, 'en')).toBe('¥1,980');
    expect(formatYen(1980.4, 'ja')).toBe('1,980円');
    expect(formatYen(null, 'en')).toBe('¥0');
  });

  it('given a number and a date, then each language’s grouping and order', () => {
    expect(formatNumber(10000, 'ja')).toBe('10,000');
    expect(formatDate('2026-03-04T12:00:00Z', 'ja')).toMatch(/2026\/03\/04|2026年3月4日/);
    expect(formatDate('2026-03-04T12:00:00Z', 'en')).toMatch(/Mar 4, 2026/);
    expect(formatDate('2026-03-04T12:00:00Z', 'zh')).toMatch(/2026年3月4日/);
    // A calendar day is the same day in every time zone when read in UTC.
    expect(formatDate('2026-03-04', 'en', 'UTC')).toBe('Mar 4, 2026');
    expect(formatDateTime('2026-03-04T00:30:00Z', 'en', 'America/New_York')).toMatch(/^Mar 3, 2026/);
  });
});

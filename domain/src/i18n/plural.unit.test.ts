import { describe, expect, it } from 'vitest';
import { flatCatalogue, translate } from './catalogue.js';
import { interpolate, placeholdersOf } from './interpolate.js';
import { parsePluralForms, pluralText } from './plural.js';
import { WEB_CATALOGUES } from './web/index.js';

const questions = parsePluralForms('one: # question; other: # questions');

describe('a count in the text’s language', () => {
  it('given English, when the count is 1, 2 or 0, then one question and many questions', () => {
    expect(pluralText(1, 'en', questions)).toBe('1 question');
    expect(pluralText(2, 'en', questions)).toBe('2 questions');
    expect(pluralText(0, 'en', questions)).toBe('0 questions');
    expect(pluralText(10000, 'en', questions)).toBe('10,000 questions');
  });

  it('given a count the server already wrote out, then it is kept as written and still chooses its form', () => {
    expect(pluralText('1', 'en', questions)).toBe('1 question');
    expect(pluralText('1,000', 'en', questions)).toBe('1,000 questions');
    expect(pluralText('many', 'en', questions)).toBe('many questions');
  });

  it('given Japanese or Chinese, then their one form whatever the count', () => {
    const one = parsePluralForms('other: # 問');
    expect(pluralText(1, 'ja', one)).toBe('1 問');
    expect(pluralText(2, 'zh', one)).toBe('2 問');
  });

  it('given a plural without its other form, then the catalogue is refused', () => {
    expect(() => parsePluralForms('one: # question')).toThrow(/other form/);
  });

  it('given a template with a plural, then its placeholder is the count and interpolate fills it', () => {
    const template =
      'Created {{created, plural(one: # question set; other: # question sets)}} ({{failed}} failed)';
    expect(placeholdersOf(template)).toEqual(['created', 'failed']);
    expect(interpolate(template, { created: 1, failed: 0 }, 'en')).toBe('Created 1 question set (0 failed)');
    expect(interpolate(template, { created: 3, failed: 1 }, 'en')).toBe('Created 3 question sets (1 failed)');
    expect(interpolate(template, { failed: 1 }, 'en')).toContain('{{created, plural(');
  });
});

describe('the catalogues’ counts', () => {
  it('given the server’s messages in English, when 1, 2 or 0, then they read right', () => {
    expect(translate('en', 'server.redeem.generated', { count: 1 })).toBe('Generated 1 redeem code');
    expect(translate('en', 'server.redeem.generated', { count: 2 })).toBe('Generated 2 redeem codes');
    expect(translate('en', 'server.redeem.generated', { count: 0 })).toBe('Generated 0 redeem codes');
    expect(translate('en', 'identity.messages.tooManySignIns', { minutes: 1 })).toMatch(/about 1 minute$/);
    expect(translate('en', 'identity.messages.tooManySignIns', { minutes: 5 })).toMatch(/about 5 minutes$/);
  });

  it('given the same messages in Japanese and Chinese, then the same one form (the spec’s zh words untouched)', () => {
    expect(translate('zh', 'server.redeem.generated', { count: 1 })).toBe('成功生成1个兑换码');
    expect(translate('zh', 'server.redeem.generated', { count: 3 })).toBe('成功生成3个兑换码');
    expect(translate('ja', 'server.redeem.generated', { count: 1 })).toBe('引換コードを1件生成しました');
  });

  it('given Japanese and Chinese catalogues, then no text needs a plural (they have one form)', () => {
    const texts = JSON.stringify([WEB_CATALOGUES.ja, WEB_CATALOGUES.zh]);
    expect(texts).not.toContain(', plural(');
  });

  it('given the server’s en catalogue, then no count is followed by a plural noun outside a plural', () => {
    const loose =
      /\{\{\s*\w+(?:,\s*number)?\s*\}\} (?:[a-z]+ )?(?:questions|sets|codes|days|minutes|seconds|answers|characters|errors|users|options|records|lines|learners|reviews|exams|failures|purchases|redemptions|attempts)\b/;
    expect(loose.test('{{count}} questions')).toBe(true);
    expect(Object.entries(flatCatalogue('en')).filter(([, text]) => loose.test(text))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { flatten } from '../catalogue.js';
import { placeholdersOf } from '../interpolate.js';
import { simplifiedOnlyCharacters } from '../simplified-only.js';
import { WEB_CATALOGUES } from './index.js';

const flat = (language: keyof typeof WEB_CATALOGUES) => flatten(WEB_CATALOGUES[language]);

describe('the web app’s catalogues', () => {
  const ja = flat('ja');
  const zh = flat('zh');
  const en = flat('en');

  it('given ja, zh and en, then the same keys, none empty, the same placeholders', () => {
    expect(Object.keys(ja).length).toBeGreaterThan(400);
    for (const other of [zh, en]) {
      expect(Object.keys(other).sort()).toEqual(Object.keys(ja).sort());
      expect(Object.entries(other).filter(([, text]) => text.trim() === '')).toEqual([]);
      const differing = Object.keys(ja).filter(
        (key) => placeholdersOf(ja[key] as string).join() !== placeholdersOf(other[key] as string).join(),
      );
      expect(differing).toEqual([]);
    }
  });

  it('given the ja catalogue, then no text is Chinese (the spec’s Chinese toasts are the zh interface’s)', () => {
    expect(Object.entries(ja).filter(([, text]) => simplifiedOnlyCharacters(text).length > 0)).toEqual([]);
    expect(zh['core.quiz.resetDone']).toBe('进度已重置');
    expect(zh['commerce.commerce.redeem.success']).toBe('兑换成功');
    expect(zh['identity.admin.users.created']).toBe('用户创建成功');
  });

  it('given the en catalogue, then it has no Japanese or Chinese characters', () => {
    expect(Object.entries(en).filter(([, text]) => /[\u3040-\u30ff\u3400-\u9fff]/.test(text))).toEqual([]);
  });

  it('given a count i18next formats (`{{count, number}}`: 10,000 問), then its placeholder is the count in every language', () => {
    expect(placeholdersOf('{{count, number}} 問')).toEqual(['count']);
    for (const catalogue of [ja, zh])
      expect(catalogue['core.set.questionCount']).toContain('{{count, number}}');
    // English says one question, many questions: its plural's `#` is the count, grouped by Intl the same way.
    expect(en['core.set.questionCount']).toBe('{{count, plural(one: # question; other: # questions)}}');
  });

  it('given the en catalogue, then no count is followed by a plural noun outside a plural (no “1 questions”)', () => {
    const loose =
      /\{\{\s*\w+(?:,\s*number)?\s*\}\} (?:[a-z]+ )?(?:questions|sets|codes|days|minutes|seconds|answers|characters|errors|users|options|records|lines|learners|reviews|exams|failures|purchases|redemptions|attempts)\b/;
    expect(Object.entries(en).filter(([, text]) => loose.test(text))).toEqual([]);
  });

  it('given the footer, then it names the product through the shared app.name', () => {
    for (const catalogue of [ja, zh, en])
      expect(catalogue['core.footer.copyright']).toContain('$t(app.name)');
  });
});

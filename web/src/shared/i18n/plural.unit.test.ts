import { describe, expect, it } from 'vitest';
import i18n, { i18nReady, switchLanguage } from './index';
import './learning-path';

/** A text of `language` with its parameters, as a screen shows it. */
const say = async (language: 'ja' | 'zh' | 'en', key: string, params: Record<string, unknown>) => {
  await switchLanguage(language);
  return i18n.t(key, params);
};

describe('counts on screen, in the interface language', () => {
  it('given English and 1, 2 or 0 questions, then one question and many questions', async () => {
    await i18nReady;
    expect(await say('en', 'set.questionCount', { count: 1 })).toBe('1 question');
    expect(await say('en', 'set.questionCount', { count: 2 })).toBe('2 questions');
    expect(await say('en', 'set.questionCount', { count: 0 })).toBe('0 questions');
    expect(await say('en', 'set.questionCount', { count: 10000 })).toBe('10,000 questions');
  });

  it('given English counts that are not named count, then each chooses its own form', async () => {
    expect(await say('en', 'learningPath.review', { count: 1 })).toBe('Review 1 question');
    expect(await say('en', 'learningPath.review', { count: 5 })).toBe('Review 5 questions');
    expect(await say('en', 'set.trialNote', { count: 1 })).toBe('Try the first question for free');
    expect(await say('en', 'set.trialNote', { count: 5 })).toBe('Try the first 5 questions for free');
  });

  it('given Japanese and Chinese, then their one form, unchanged, whatever the count', async () => {
    expect(await say('ja', 'set.questionCount', { count: 1 })).toBe('1 問');
    expect(await say('ja', 'set.questionCount', { count: 2 })).toBe('2 問');
    expect(await say('zh', 'set.questionCount', { count: 1 })).toBe('1 题');
    expect(await say('zh', 'learningPath.review', { count: 1 })).toBe('复习 1 题');
    expect(await say('zh', 'learningPath.review', { count: 2 })).toBe('复习 2 题');
  });
});

import { describe, expect, it } from 'vitest';
import { languageOfTag, languagesOfHeader, pickLanguage } from './languages.js';

describe('the language of an answer', () => {
  it.each([
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['en-US,en;q=0.9', 'en'],
    ['ja-JP', 'ja'],
    ['fr-FR,en;q=0.5,zh;q=0.7', 'zh'],
    ['zh-TW', 'zh'],
    ['en ja', 'en'],
  ])('given Accept-Language %s, then %s', (header, language) => {
    expect(pickLanguage(header, 'ja')).toBe(language);
  });

  it('given no language we speak, then the saved choice, then Japanese', () => {
    expect(pickLanguage('fr-FR,de;q=0.5', 'en')).toBe('en');
    expect(pickLanguage(undefined, 'zh')).toBe('zh');
    expect(pickLanguage('*', undefined)).toBe('ja');
    expect(pickLanguage(undefined, 'xx')).toBe('ja');
  });

  it('given q=0, then that language is refused', () => {
    expect(languagesOfHeader('en;q=0, zh')).toEqual(['zh']);
    expect(languageOfTag('EN_gb')).toBe('en');
    expect(languageOfTag('pt')).toBeUndefined();
  });
});

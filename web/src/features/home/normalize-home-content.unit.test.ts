import { describe, expect, it } from 'vitest';
import { normalizeHomeContent, parseFeaturedCategories } from './normalize-home-content';

describe('parseFeaturedCategories', () => {
  it.each([
    [
      ['ネットワーク', 'DB'],
      ['ネットワーク', 'DB'],
    ],
    ['[]', []],
    ['', []],
    [null, []],
    ['["AWS","Java"]', ['AWS', 'Java']],
    ['AWS, Java', ['AWS', 'Java']],
  ] as const)('given %j, then %j', (value, expected) => {
    expect(parseFeaturedCategories(value)).toEqual(expected);
  });
});

describe('normalizeHomeContent', () => {
  it('given the snake_case server form, when normalised, then camelCase fields are filled', () => {
    const content = normalizeHomeContent({
      welcome_title: 'ようこそ',
      featuredCategories: '[]',
      footerText: '<b>x</b>',
    });
    expect(content.welcomeTitle).toBe('ようこそ');
    expect(content.featuredCategories).toEqual([]);
    expect(content.footerText).toBe('<b>x</b>');
    expect(content.announcements).toBe('');
  });
});

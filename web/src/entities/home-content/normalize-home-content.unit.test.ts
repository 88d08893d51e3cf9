import { describe, expect, it } from 'vitest';
import {
  activeAnnouncements,
  newerHomeContent,
  normalizeHomeContent,
  parseFeaturedCategories,
} from './normalize-home-content';

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
    expect(content.announcements).toEqual([]);
    expect(content.theme).toBe('light');
  });

  it('given one announcement text (the spec client form), then it is one info announcement; a list keeps its levels', () => {
    expect(normalizeHomeContent({ announcements: '<b>お知らせ</b>' }).announcements).toEqual([
      {
        text: '<b>お知らせ</b>',
        level: 'info',
        startsAt: null,
        endsAt: null,
        translations: { zh: '', en: '' },
      },
    ]);
    expect(
      normalizeHomeContent({
        announcements: [
          { text: '重要', level: 'important', startsAt: '2026-01-01T00:00:00Z' },
          { text: ' ' },
        ],
        theme: 'dark',
      }),
    ).toMatchObject({
      announcements: [{ text: '重要', level: 'important', startsAt: '2026-01-01T00:00:00Z', endsAt: null }],
      theme: 'dark',
    });
  });
});

describe('newerHomeContent', () => {
  const at = (stamp: number, title: string) => normalizeHomeContent({ title, _lastUpdated: stamp });
  it('given a cached copy and a server copy, then the one saved last wins; either alone is used', () => {
    expect(newerHomeContent(at(2, 'cache'), at(1, 'server'))?.title).toBe('cache');
    expect(newerHomeContent(at(1, 'cache'), at(2, 'server'))?.title).toBe('server');
    expect(newerHomeContent(null, at(1, 'server'))?.title).toBe('server');
    expect(newerHomeContent(at(1, 'cache'), undefined)?.title).toBe('cache');
    expect(newerHomeContent(null, undefined)).toBeUndefined();
  });
});

describe('activeAnnouncements', () => {
  it('given announcements with periods, then only those running now are shown', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    const list = normalizeHomeContent({
      announcements: [
        { text: 'always' },
        { text: 'past', endsAt: '2026-05-01T00:00:00Z' },
        { text: 'future', startsAt: '2026-07-01T00:00:00Z' },
        { text: 'now', startsAt: '2026-05-01T00:00:00Z', endsAt: '2026-07-01T00:00:00Z' },
      ],
    }).announcements;
    expect(activeAnnouncements(list, now).map((item) => item.text)).toEqual(['always', 'now']);
  });
});

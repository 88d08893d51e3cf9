import { describe, expect, it } from 'vitest';
import { normalizeHomeContent } from '../../../entities/home-content';
import { bodyOf, draftOf, draftProblem, previewTextsOf } from './content-draft';
import { categoryNameOf, contentOverview } from './content-overview';

const stored = normalizeHomeContent({
  title: '道場',
  welcomeDescription: 'ようこそ',
  announcements: [{ text: '<b>メンテナンス</b>', level: 'warning', startsAt: '2026-03-01T00:00:00.000Z' }],
  theme: 'dark',
  _lastUpdated: 5,
});

describe('content draft', () => {
  it('given stored content, when drafted and sent back unchanged, then the body carries the same values', () => {
    const body = bodyOf(draftOf(stored));
    expect(body).toMatchObject({ title: '道場', theme: 'dark' });
    expect(body.announcements).toEqual([
      {
        text: '<b>メンテナンス</b>',
        level: 'warning',
        startsAt: '2026-03-01T00:00:00.000Z',
        endsAt: null,
        translations: { zh: '', en: '' },
      },
    ]);
  });

  it('given a Chinese title and an English announcement, when sent, then the body carries them beside the Japanese', () => {
    const draft = draftOf(stored);
    draft.translations.zh.title = '道场';
    draft.announcements[0] = {
      ...(draft.announcements[0] as (typeof draft.announcements)[0]),
      translations: { zh: '', en: 'Maintenance' },
    };
    const body = bodyOf(draft);
    expect(body.translations?.zh).toMatchObject({ title: '道场', subtitle: '' });
    expect(body.announcements).toMatchObject([
      { text: '<b>メンテナンス</b>', translations: { en: 'Maintenance' } },
    ]);
  });

  it('given an English title over the limit, then the same problem as the Japanese one', () => {
    const draft = draftOf(stored);
    draft.translations.en.title = 'a'.repeat(101);
    expect(draftProblem(draft)?.key).toBe('content.tooLong.title');
  });

  it.each([
    [{ title: 'あ'.repeat(101) }, 'content.tooLong.title'],
    [{ welcomeDescription: '  ' }, 'content.welcomeRequired'],
    [
      { announcements: [{ text: '<p> </p>', level: 'info', startsAt: '', endsAt: '' }] },
      'content.announcementTextRequired',
    ],
    [
      {
        announcements: [
          { text: 'x', level: 'info', startsAt: '2026-03-02T10:00', endsAt: '2026-03-01T10:00' },
        ],
      },
      'content.announcementPeriod',
    ],
  ] as const)('given %j, then the problem is %s', (change, key) => {
    expect(draftProblem({ ...draftOf(stored), ...change })?.key).toBe(key);
  });

  it('given a valid draft, then there is no problem', () => {
    expect(draftProblem(draftOf(stored))).toBeNull();
  });
});

describe('the theme preview’s texts', () => {
  const draft = {
    ...draftOf(stored),
    welcomeTitle: 'ようこそ道場へ',
    translations: {
      zh: { welcomeTitle: '欢迎' },
      en: { welcomeTitle: 'Welcome', footerText: '<p>Footer</p>' },
    },
  };

  it('given the language being edited, then its own texts where written', () => {
    expect(previewTextsOf(draft, 'en')).toMatchObject({
      welcomeTitle: 'Welcome',
      footerText: '<p>Footer</p>',
    });
    expect(previewTextsOf(draft, 'zh').welcomeTitle).toBe('欢迎');
  });

  it('given a text not translated yet, then the default (Japanese) one, as the home page shows it', () => {
    expect(previewTextsOf(draft, 'en')).toMatchObject({ title: '道場', welcomeDescription: 'ようこそ' });
    expect(previewTextsOf(draft, 'zh').footerText).toBe(draft.footerText);
    expect(previewTextsOf(draft, 'ja').welcomeTitle).toBe('ようこそ道場へ');
  });
});

describe('content overview', () => {
  it('given sets and featured categories, then the four figures count sets, featured sets, categories and carried featured categories', () => {
    const sets = [
      { category: 'DB', isFeatured: true, featuredCategory: '人気' },
      { category: 'DB', isFeatured: false, featuredCategory: null },
      { category: 'NW', isFeatured: true, featuredCategory: '新着' },
    ];
    expect(contentOverview(sets, ['人気', '特集'])).toEqual({
      totalSets: 3,
      featuredSets: 2,
      totalCategories: 2,
      activeFeaturedCategories: 1,
    });
  });

  it('given names, then they are trimmed and blank is refused', () => {
    expect(categoryNameOf('  人気 ')).toBe('人気');
    expect(categoryNameOf('   ')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../test-support/decider-spec.js';
import type { HomeContentCommand } from './commands.js';
import { defaultHomeContentData } from './content.js';
import { homeContentDecider } from './decider.js';
import type { HomeContentEvent } from './events.js';

const { given } = deciderSpec(homeContentDecider);
const publish = (changes: Record<string, unknown>): HomeContentCommand => ({
  type: 'PublishHomeContent',
  data: { changes },
});
const added = (name: string): HomeContentEvent => ({ type: 'FeaturedCategoryAdded', data: { name } });
const rejection = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as { status: number; code: string; message: string };
  }
  throw new Error('expected a refusal');
};

describe('home content', () => {
  it('given the defaults, when a title and the theme change, then the whole content is published with what changed', () => {
    const [event] = given().when(publish({ title: ' 新しいタイトル ', theme: 'dark' }));
    expect(event).toEqual({
      type: 'HomeContentPublished',
      data: {
        content: { ...defaultHomeContentData(), title: '新しいタイトル', theme: 'dark' },
        changed: ['title', 'theme'],
      },
    });
  });

  it('given the same values again, then nothing is recorded', () => {
    expect(given().when(publish({ title: defaultHomeContentData().title }))).toEqual([]);
  });

  it('given footer and announcement HTML with a script, then it is sanitised on write', () => {
    const [event] = given().when(
      publish({
        footerText: '<b>© 2026</b><script>alert(1)</script>',
        announcements: [{ text: '<p onclick="x()">メンテナンスのお知らせ</p>', level: 'warning' }],
      }),
    );
    if (event?.type !== 'HomeContentPublished') throw new Error(`expected a publication, got ${event?.type}`);
    const { content } = event.data;
    expect(content.footerText).toBe('<b>© 2026</b>');
    expect(content.announcements).toEqual([
      {
        text: '<p>メンテナンスのお知らせ</p>',
        level: 'warning',
        startsAt: null,
        endsAt: null,
        translations: { zh: '', en: '' },
      },
    ]);
  });

  it.each([
    [
      'an empty announcement',
      { announcements: [{ text: '<p> </p>', level: 'info' }] },
      'ANNOUNCEMENT_TEXT_REQUIRED',
    ],
    [
      'an announcement ending before it starts',
      {
        announcements: [
          { text: 'x', level: 'info', startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' },
        ],
      },
      'ANNOUNCEMENT_PERIOD_INVALID',
    ],
    ['a banner that is not an image address', { bannerImage: 'javascript:alert(1)' }, 'BANNER_INVALID'],
    ['a title over 100 characters', { title: 'あ'.repeat(101) }, 'TEXT_TOO_LONG'],
    ['an empty welcome message', { welcomeDescription: '' }, 'WELCOME_REQUIRED'],
    ['a welcome message of spaces', { welcomeDescription: ' \u3000 ' }, 'WELCOME_REQUIRED'],
  ])('given %s, then it is refused', (_, changes, code) => {
    expect(rejection(() => given().when(publish(changes)))).toMatchObject({ status: 400, code });
  });

  it('given categories, when one is added, renamed and removed, then each is recorded; blanks and duplicates are refused', () => {
    expect(given().when({ type: 'AddFeaturedCategory', data: { name: ' 資格 ' } })).toEqual([added('資格')]);
    expect(
      rejection(() => given().when({ type: 'AddFeaturedCategory', data: { name: '  ' } })),
    ).toMatchObject({
      status: 400,
      message: 'カテゴリ名を入力してください',
    });
    expect(
      rejection(() => given(added('資格')).when({ type: 'AddFeaturedCategory', data: { name: '資格' } })),
    ).toMatchObject({
      status: 409,
      code: 'CATEGORY_EXISTS',
    });
    expect(
      given(added('資格')).when({ type: 'RenameFeaturedCategory', data: { from: '資格', to: '国家資格' } }),
    ).toEqual([{ type: 'FeaturedCategoryRenamed', data: { from: '資格', to: '国家資格' } }]);
    expect(
      rejection(() => given().when({ type: 'RemoveFeaturedCategory', data: { name: '資格' } })),
    ).toMatchObject({
      status: 404,
      code: 'CATEGORY_NOT_FOUND',
    });
    expect(given(added('資格')).when({ type: 'RemoveFeaturedCategory', data: { name: '資格' } })).toEqual([
      { type: 'FeaturedCategoryRemoved', data: { name: '資格' } },
    ]);
  });

  describe('translations (issue 36)', () => {
    /** A publication recorded before issue 36: no translations on the content or its announcements. */
    const legacy: HomeContentEvent = {
      type: 'HomeContentPublished',
      data: {
        content: {
          ...(({ translations: _, ...rest }) => rest)(defaultHomeContentData()),
          announcements: [{ text: '<p>お知らせ</p>', level: 'info', startsAt: null, endsAt: null }],
        },
        changed: ['announcements'],
      },
    };
    const published = (events: HomeContentEvent[]) => {
      const [event] = events;
      if (event?.type !== 'HomeContentPublished')
        throw new Error(`expected a publication, got ${event?.type}`);
      return event.data;
    };

    it('given an event without translations, when a Chinese welcome title is saved, then it is kept beside the Japanese and the rest stays empty', () => {
      const { content, changed } = published(
        given(legacy).when(publish({ translations: { zh: { welcomeTitle: ' 欢迎 ' } } })),
      );
      expect(changed).toEqual(['translations']);
      expect(content.welcomeTitle).toBe(defaultHomeContentData().welcomeTitle);
      expect(content.translations).toEqual({
        zh: { title: '', subtitle: '', welcomeTitle: '欢迎', welcomeDescription: '', footerText: '' },
        en: { title: '', subtitle: '', welcomeTitle: '', welcomeDescription: '', footerText: '' },
      });
      expect(content.announcements).toEqual([
        {
          text: '<p>お知らせ</p>',
          level: 'info',
          startsAt: null,
          endsAt: null,
          translations: { zh: '', en: '' },
        },
      ]);
    });

    it('given translated footer and announcement HTML, then it is sanitised like the default text; a blank translation is stored empty', () => {
      const { content } = published(
        given().when(
          publish({
            translations: {
              en: { footerText: '<b>© 2026</b><script>alert(1)</script>', welcomeDescription: '' },
            },
            announcements: [
              {
                text: '<p>お知らせ</p>',
                level: 'info',
                translations: { zh: '<p> </p>', en: '<p onclick="x()">Notice</p><script>x()</script>' },
              },
            ],
          }),
        ),
      );
      expect(content.translations.en.footerText).toBe('<b>© 2026</b>');
      expect(content.translations.en.welcomeDescription).toBe('');
      expect(content.announcements[0]?.translations).toEqual({ zh: '', en: '<p>Notice</p>' });
    });

    it('given translations again unchanged, then nothing is recorded', () => {
      const once = published(given().when(publish({ translations: { zh: { title: 'IT认证道场' } } })));
      const again = given({ type: 'HomeContentPublished', data: once }).when(
        publish({ translations: { zh: { title: 'IT认证道场' } } }),
      );
      expect(again).toEqual([]);
    });

    it.each([
      [
        'an English title over 100 characters',
        { translations: { en: { title: 'a'.repeat(101) } } },
        'TEXT_TOO_LONG',
        'translations.en.title',
      ],
      [
        'a Chinese welcome message over 1000 characters',
        { translations: { zh: { welcomeDescription: '字'.repeat(1001) } } },
        'TEXT_TOO_LONG',
        'translations.zh.welcomeDescription',
      ],
      [
        'an announcement translation over its limit',
        { announcements: [{ text: 'x', level: 'info', translations: { zh: '字'.repeat(5001) } }] },
        'ANNOUNCEMENT_TOO_LONG',
        'announcements',
      ],
    ])('given %s, then it is refused, not clamped', (_, changes, code, field) => {
      expect(rejection(() => given().when(publish(changes)))).toMatchObject({
        status: 400,
        code,
        details: { field },
      });
    });
  });
});

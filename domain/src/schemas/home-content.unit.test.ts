import { describe, expect, it } from 'vitest';
import { homeContentBody } from './home-content.js';

describe('PUT /homepage/content body', () => {
  it('given the server form, then the client names, with featured_categories read from its JSON text', () => {
    expect(
      homeContentBody.parse({
        welcome_title: 'ようこそ',
        footer_text: '<b>f</b>',
        banner_image: '/uploads/x.png',
        featured_categories: '["資格","クラウド"]',
        _timestamp: 1,
        _nocache: true,
      }),
    ).toEqual({
      welcomeTitle: 'ようこそ',
      footerText: '<b>f</b>',
      bannerImage: '/uploads/x.png',
      featuredCategories: ['資格', 'クラウド'],
    });
  });

  it.each([['[]'], ['']])('given featured_categories %j, then none', (value) => {
    expect(homeContentBody.parse({ featured_categories: value })).toEqual({ featuredCategories: [] });
  });

  it('given one announcement text (the spec client form), then one info announcement', () => {
    expect(homeContentBody.parse({ announcements: '本日メンテナンスを行います' })).toEqual({
      announcements: [{ text: '本日メンテナンスを行います', level: 'info' }],
    });
  });

  it('given a field the server does not store, or a theme it does not know, then the body is refused', () => {
    expect(homeContentBody.safeParse({ title: 't', colour: 'red' }).success).toBe(false);
    expect(homeContentBody.safeParse({ theme: 'sepia' }).success).toBe(false);
    expect(homeContentBody.safeParse({ featured_categories: 'not json' }).success).toBe(false);
  });
});

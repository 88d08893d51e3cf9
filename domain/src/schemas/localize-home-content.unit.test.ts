import { describe, expect, it } from 'vitest';
import { localizeHomeContent } from './localize-home-content.js';

const empty = { title: '', subtitle: '', welcomeTitle: '', welcomeDescription: '', footerText: '' };
const content = {
  title: 'IT資格道場',
  subtitle: '副題',
  welcomeTitle: 'ようこそ',
  welcomeDescription: '説明',
  footerText: '© 2025 IT資格道場',
  announcements: [
    {
      text: '<p>お知らせ</p>',
      level: 'info' as const,
      startsAt: null,
      endsAt: null,
      translations: { zh: '<p>公告</p>', en: '' },
    },
  ],
  translations: {
    zh: { ...empty, welcomeTitle: '欢迎', footerText: '© 2025 IT认证道场' },
    en: { ...empty, welcomeTitle: ' ' },
  },
};

describe('localizeHomeContent (issue 36)', () => {
  it('given Japanese, then the content is the default text as it is', () => {
    expect(localizeHomeContent(content, 'ja')).toBe(content);
  });

  it('given Chinese with some texts translated, then those show in Chinese and the others fall back to the default', () => {
    expect(localizeHomeContent(content, 'zh')).toMatchObject({
      welcomeTitle: '欢迎',
      welcomeDescription: '説明',
      footerText: '© 2025 IT认证道场',
      announcements: [{ text: '<p>公告</p>', level: 'info' }],
    });
  });

  it('given English with a blank translation only, then every text falls back to the default', () => {
    expect(localizeHomeContent(content, 'en')).toMatchObject({
      welcomeTitle: 'ようこそ',
      footerText: '© 2025 IT資格道場',
      announcements: [{ text: '<p>お知らせ</p>' }],
    });
  });
});

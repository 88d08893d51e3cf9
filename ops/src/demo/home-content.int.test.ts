import { fold, HOME_CONTENT_STREAM, type HomeContentEvent, homeContentDecider } from '@exam/domain';
import { type EventStore, openSqliteEventStore } from '@exam/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoQuestionSets } from './content/index.js';
import { seedDemoHomeContent } from './home-content.js';

describe('demo home content', () => {
  let eventStore: EventStore;
  beforeEach(async () => {
    eventStore = await openSqliteEventStore({ file: ':memory:' });
  });
  afterEach(async () => {
    await eventStore.close();
  });

  const stored = async () =>
    fold(
      homeContentDecider,
      (await eventStore.readStream(HOME_CONTENT_STREAM)) as unknown as HomeContentEvent[],
    ).content;

  it('given an empty log, when seeded, then announcements and the featured sets’ categories are published through the decider', async () => {
    expect(await seedDemoHomeContent(eventStore)).toBeGreaterThan(0);
    const content = await stored();
    expect(content.announcements.map((item) => item.level)).toEqual(['info', 'warning']);
    const featured = demoQuestionSets.filter((set) => set.isFeatured).map((set) => set.featuredCategory);
    expect(content.featuredCategories.sort()).toEqual([...new Set(featured)].sort());
  });

  it('given an empty log, when seeded, then the welcome texts, footer and announcements come in Chinese and English too, without kana', async () => {
    await seedDemoHomeContent(eventStore);
    const content = await stored();
    const kana = /[\u3040-\u30ff]/;
    for (const language of ['zh', 'en'] as const) {
      const texts = content.translations[language];
      expect(Object.values(texts).every((text) => text !== '' && !kana.test(text))).toBe(true);
      for (const item of content.announcements) {
        expect(item.translations[language]).not.toBe('');
        expect(item.translations[language]).not.toMatch(kana);
      }
    }
    expect(content.translations.zh.title).toBe('IT认证道场');
    expect(content.translations.en.title).toBe('IT Cert Dojo');
  });

  it('given home content edited before, when seeded again, then nothing is appended', async () => {
    await seedDemoHomeContent(eventStore);
    const head = await eventStore.headPosition();
    expect(await seedDemoHomeContent(eventStore)).toBeNull();
    expect(await eventStore.headPosition()).toBe(head);
  });
});

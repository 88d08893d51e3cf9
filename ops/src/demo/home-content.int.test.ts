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

  it('given home content edited before, when seeded again, then nothing is appended', async () => {
    await seedDemoHomeContent(eventStore);
    const head = await eventStore.headPosition();
    expect(await seedDemoHomeContent(eventStore)).toBeNull();
    expect(await eventStore.headPosition()).toBe(head);
  });
});

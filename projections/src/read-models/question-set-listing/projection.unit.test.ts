import { describe, expect, it } from 'vitest';
import { applyEvents } from '../../test-support/apply-events.js';
import { eventLog, question, setCreated } from '../../test-support/events.js';
import { QUESTION_SETS, type QuestionSetListing } from '../types.js';
import { questionSetListingProjection } from './projection.js';

const projections = [questionSetListingProjection];
const tagsOf = (notification: { payload: unknown } | undefined) =>
  (notification?.payload as { tags: unknown[] } | undefined)?.tags;

describe('questionSetListingProjection', () => {
  it('given a created set, then a card with the defaults and the event time exists', async () => {
    const log = eventLog();
    log.record(setCreated('s1', { isPaid: true, price: 1200, trialQuestions: 5 }));

    const { store, notifications } = await applyEvents(projections, log.events);

    expect(store.all<QuestionSetListing>(QUESTION_SETS)).toEqual([
      {
        id: 's1',
        title: 'set s1',
        description: 'a set',
        category: 'データベース',
        icon: '📘',
        cardImage: null,
        isPaid: true,
        price: 1200,
        trialQuestions: 5,
        validityPeriod: 180,
        isFeatured: false,
        featuredCategory: null,
        questionCount: 0,
        keepOptionOrder: false,
        createdAt: log.atOf(1),
        updatedAt: log.atOf(1),
        _position: 1,
      },
    ]);
    expect(notifications).toEqual([
      {
        event: 'invalidate',
        payload: {
          tags: [
            { type: 'QuestionSet', id: 's1' },
            { type: 'QuestionSet', id: 'LIST' },
            { type: 'Category', id: 'LIST' },
          ],
          position: 1,
        },
      },
    ]);
  });

  it('given details and pricing changes, then the card has them, a new updatedAt and the first createdAt', async () => {
    const log = eventLog();
    log.record(setCreated('s1'));
    log.record({
      type: 'QuestionSetDetailsChanged',
      data: {
        questionSetId: 's1',
        title: 'SQL 入門',
        description: 'new',
        category: 'データベース',
        icon: '🗄️',
        cardImage: '/uploads/a.png',
      },
    });
    log.record({
      type: 'QuestionSetPricingChanged',
      data: { questionSetId: 's1', isPaid: true, price: 980, trialQuestions: 3, validityPeriod: 90 },
    });

    const { store } = await applyEvents(projections, log.events);

    expect(store.all<QuestionSetListing>(QUESTION_SETS)[0]).toMatchObject({
      title: 'SQL 入門',
      description: 'new',
      icon: '🗄️',
      cardImage: '/uploads/a.png',
      isPaid: true,
      price: 980,
      trialQuestions: 3,
      validityPeriod: 90,
      createdAt: log.atOf(1),
      updatedAt: log.atOf(3),
      _position: 3,
    });
  });

  it('given a category change, then the category list is invalidated; given an unchanged category, it is not', async () => {
    const details = { title: 't', description: 'd', icon: 'i', cardImage: null };
    const log = eventLog();
    log.record(setCreated('s1'));
    log.record({
      type: 'QuestionSetDetailsChanged',
      data: { questionSetId: 's1', ...details, category: 'データベース' },
    });
    log.record({
      type: 'QuestionSetDetailsChanged',
      data: { questionSetId: 's1', ...details, category: 'クラウド' },
    });

    const unchanged = await applyEvents(projections, log.events.slice(0, 2), { batchSize: 1 });
    const changed = await applyEvents(projections, log.events, { batchSize: 1 });

    expect(unchanged.notifications).toHaveLength(2);
    expect(tagsOf(unchanged.notifications[1])).not.toContainEqual({ type: 'Category', id: 'LIST' });
    expect(tagsOf(changed.notifications[2])).toContainEqual({ type: 'Category', id: 'LIST' });
  });

  it('given featured then unfeatured, then the flag and category follow, and the featured list is invalidated', async () => {
    const log = eventLog();
    log.record(setCreated('s1'));
    log.record({ type: 'QuestionSetFeatured', data: { questionSetId: 's1', featuredCategory: '人気' } });

    const featured = await applyEvents(projections, log.events);
    expect(featured.store.all<QuestionSetListing>(QUESTION_SETS)[0]).toMatchObject({
      isFeatured: true,
      featuredCategory: '人気',
    });
    expect(tagsOf(featured.notifications[0])).toContainEqual({ type: 'Featured', id: 'LIST' });

    log.record({ type: 'QuestionSetUnfeatured', data: { questionSetId: 's1' } });
    const unfeatured = await applyEvents(projections, log.events);
    expect(unfeatured.store.all<QuestionSetListing>(QUESTION_SETS)[0]).toMatchObject({
      isFeatured: false,
      featuredCategory: null,
      updatedAt: log.atOf(3),
    });
  });

  it('given questions added and removed, then questionCount follows', async () => {
    const log = eventLog();
    log.record(setCreated('s1'));
    for (const id of ['q1', 'q2', 'q3'])
      log.record({
        type: 'QuestionAdded',
        data: { questionSetId: 's1', position: 0, question: question(id) },
      });
    log.record({ type: 'QuestionRemoved', data: { questionSetId: 's1', questionId: 'q2' } });

    const { store } = await applyEvents(projections, log.events);

    expect(store.all<QuestionSetListing>(QUESTION_SETS)[0]).toMatchObject({
      questionCount: 2,
      updatedAt: log.atOf(5),
    });
  });

  it('given a deleted set, then its card is gone and every list is invalidated', async () => {
    const log = eventLog();
    log.record(setCreated('s1'));
    log.record(setCreated('s2'));
    log.record({ type: 'QuestionSetDeleted', data: { questionSetId: 's1' } });

    const { store, notifications } = await applyEvents(projections, log.events, { batchSize: 1 });

    expect(store.all<QuestionSetListing>(QUESTION_SETS).map((card) => card.id)).toEqual(['s2']);
    expect(notifications[2]).toEqual({
      event: 'invalidate',
      payload: {
        tags: [
          { type: 'QuestionSet', id: 's1' },
          { type: 'QuestionSet', id: 'LIST' },
          { type: 'Category', id: 'LIST' },
          { type: 'Featured', id: 'LIST' },
        ],
        position: 3,
      },
    });
  });

  it('given an event for a set that has no card, then nothing is written', async () => {
    const log = eventLog();
    log.record({ type: 'QuestionSetFeatured', data: { questionSetId: 'ghost', featuredCategory: 'x' } });

    const { store, notifications } = await applyEvents(projections, log.events);

    expect(store.all(QUESTION_SETS)).toEqual([]);
    expect(notifications).toEqual([]);
  });

  it('given the same history in one batch or one event per batch, then the cards are identical, and replaying it again changes nothing', async () => {
    const log = eventLog();
    log.record(setCreated('s1'));
    log.record(setCreated('s2'));
    log.record({
      type: 'QuestionAdded',
      data: { questionSetId: 's1', position: 0, question: question('q1') },
    });
    log.record({ type: 'QuestionSetFeatured', data: { questionSetId: 's2', featuredCategory: '人気' } });
    log.record({
      type: 'QuestionAdded',
      data: { questionSetId: 's1', position: 1, question: question('q2') },
    });
    log.record({ type: 'QuestionSetDeleted', data: { questionSetId: 's2' } });

    const oneBatch = await applyEvents(projections, log.events);
    const perEvent = await applyEvents(projections, log.events, { batchSize: 1 });
    const before = oneBatch.store.all(QUESTION_SETS);
    await applyEvents(projections, log.events, { store: oneBatch.store, batchSize: 2 });

    expect(perEvent.store.all(QUESTION_SETS)).toEqual(before);
    expect(oneBatch.store.all(QUESTION_SETS)).toEqual(before);
    expect(before).toHaveLength(1);
  });
});

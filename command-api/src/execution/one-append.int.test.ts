import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { questionSetStream, updateQuestionSetBody } from '@exam/domain';
import { type EventStore, openSqliteEventStore } from '@exam/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { updateCommands } from '../question-sets/routes.js';
import { type ExecuteQuestionSetCommands, questionSetExecutor } from './index.js';

const SET_ID = '33333333-3333-4333-8333-333333333333';
const metadata = { userId: 'admin', correlationId: 'c1', at: '2025-01-01T00:00:00.000Z' };

describe('questionSetExecutor: the commands of one request are one decision and one append', () => {
  let dir: string;
  let store: EventStore;
  let appends: number;
  let execute: ExecuteQuestionSetCommands;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'one-append-'));
    store = await openSqliteEventStore({ file: join(dir, 'events.db') });
    appends = 0;
    execute = questionSetExecutor({
      readStream: (stream, options) => store.readStream(stream, options),
      append: (stream, events, options) => {
        appends += 1;
        return store.append(stream, events, options);
      },
    });
    await execute(SET_ID, [
      { type: 'CreateQuestionSet', data: { questionSetId: SET_ID, title: '元の題名' }, metadata },
    ]);
    appends = 0;
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const edit = (body: unknown) =>
    execute(SET_ID, updateCommands(SET_ID, updateQuestionSetBody.parse(body), metadata));
  const history = async () => (await store.readStream(questionSetStream(SET_ID))).map((event) => event.type);

  it.each([
    ['a negative price', { price: -5 }],
    ['a validity of 0 days', { validityPeriod: 0 }],
    ['a fractional trial count', { trialQuestions: 1.5 }],
    ['a featured flag without any category', { isFeatured: true, featuredCategory: '' }],
  ])('given a valid title beside %s, when the edit is refused, then nothing is appended', async (_, bad) => {
    const before = await store.headPosition();
    await expect(edit({ title: '新しい題名', isPaid: true, ...bad })).rejects.toMatchObject({ status: 400 });
    expect(appends).toBe(0);
    expect(await store.headPosition()).toBe(before);
    expect(await history()).toEqual(['QuestionSetCreated']);
  });

  it('given texts, pricing and the featured flag, when the edit is accepted, then its events go in one append', async () => {
    const result = await edit({
      title: '新しい題名',
      isPaid: true,
      price: 1200,
      isFeatured: true,
      featuredCategory: '人気',
    });
    expect(appends).toBe(1);
    expect(result.eventCount).toBe(3);
    expect(await history()).toEqual([
      'QuestionSetCreated',
      'QuestionSetDetailsChanged',
      'QuestionSetPricingChanged',
      'QuestionSetFeatured',
    ]);
    expect(result.position).toBe(await store.headPosition());
  });

  it("given an edit that changes nothing, then nothing is appended and the set's last position answers", async () => {
    const head = await store.headPosition();
    const result = await edit({ title: '元の題名' });
    expect(appends).toBe(0);
    expect(result).toEqual({ position: head, eventCount: 0 });
  });
});

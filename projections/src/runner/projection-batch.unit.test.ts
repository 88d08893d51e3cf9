import type { RecordedEvent, StoredDocument } from '@exam/platform';
import { describe, expect, it } from 'vitest';
import { questionSetListingProjection } from '../read-models/question-set-listing/projection.js';
import { QUESTION_SETS, type QuestionSetListing } from '../read-models/types.js';
import { applyEvents } from '../test-support/apply-events.js';
import { eventLog, question, setCreated } from '../test-support/events.js';
import { InMemoryDocumentStore } from '../test-support/in-memory-document-store.js';
import { CommittedDocuments } from './committed-documents.js';
import { invalidate } from './notifications.js';
import { defineProjection, type Projection } from './projection.js';
import { ProjectionBatch, projectionsByType } from './projection-batch.js';
import { ProjectionFailedError } from './projection-failed-error.js';

type Note = StoredDocument & { text: string; rank: number };

const event = (position: number, type: string, data: Record<string, unknown> = {}): RecordedEvent => ({
  id: `e${position}`,
  type,
  data,
  metadata: { at: '2025-01-01T00:00:00.000Z' },
  streamName: 'notes',
  revision: position - 1,
  position,
});

/** A projection whose handlers record what they read, to observe the overlay. */
const notesProjection = (seen: unknown[]): Projection =>
  defineProjection({
    name: 'notes',
    collections: [{ name: 'notes', indexes: [] }],
    handles: ['Noted', 'Unnoted', 'Look'],
    async apply(recorded, ctx) {
      const data = recorded.data as { id: string; text: string; rank: number };
      if (recorded.type === 'Noted')
        await ctx.upsert<Note>('notes', { id: data.id, text: data.text, rank: data.rank });
      if (recorded.type === 'Unnoted') await ctx.delete('notes', data.id);
      if (recorded.type === 'Look') {
        seen.push({
          get: await ctx.get('notes', data.id),
          find: (
            await ctx.find<Note>('notes', { rank: { $gte: 2 } }, { sort: [['rank', -1]], limit: 2 })
          ).map((note) => note.id),
        });
      }
      ctx.notify(invalidate([{ type: 'Note', id: data.id }], recorded.position));
    },
  });

describe('ProjectionBatch', () => {
  it('given writes pending in the batch, when a projection reads, then get and find see them over the committed documents', async () => {
    const seen: unknown[] = [];
    const store = new InMemoryDocumentStore();
    await applyEvents(
      [notesProjection(seen)],
      [
        event(1, 'Noted', { id: 'a', text: 'a', rank: 2 }),
        event(2, 'Noted', { id: 'b', text: 'b', rank: 3 }),
      ],
      { store },
    );

    const batch = new ProjectionBatch(store, projectionsByType([notesProjection(seen)]), 2);
    await batch.apply(event(3, 'Noted', { id: 'c', text: 'c', rank: 4 }));
    await batch.apply(event(4, 'Unnoted', { id: 'b' }));
    await batch.apply(event(5, 'Noted', { id: 'a', text: 'a2', rank: 1 }));
    await batch.apply(event(6, 'Look', { id: 'c' }));

    expect(seen).toEqual([{ get: { id: 'c', text: 'c', rank: 4, _position: 3 }, find: ['c'] }]);
    // Nothing reached the store before the commit.
    expect(store.all('notes')).toHaveLength(2);
  });

  it('given several writes of one document, when committed, then one operation with the last position is sent with the checkpoint', async () => {
    const store = new InMemoryDocumentStore();
    const batch = new ProjectionBatch(store, projectionsByType([notesProjection([])]), 0);
    await batch.apply(event(1, 'Noted', { id: 'a', text: 'one', rank: 1 }));
    await batch.apply(event(2, 'Noted', { id: 'a', text: 'two', rank: 1 }));
    await batch.apply(event(3, 'SomethingElse'));

    const notifications = await batch.commit('notes-checkpoint');

    expect(store.batches).toEqual([
      {
        operations: [
          {
            kind: 'upsert',
            collection: 'notes',
            doc: { id: 'a', text: 'two', rank: 1, _position: 2 },
            position: 2,
          },
        ],
        checkpoint: { name: 'notes-checkpoint', position: 3 },
      },
    ]);
    expect(notifications).toEqual([invalidate([{ type: 'Note', id: 'a' }], 2)]);
  });

  it('given a projection that mutates a document it read, then it fails instead of changing what others read', async () => {
    const store = new InMemoryDocumentStore();
    const mutating = defineProjection({
      name: 'mutating',
      collections: [{ name: 'notes', indexes: [] }],
      handles: ['Noted', 'Bump'],
      async apply(recorded, ctx) {
        if (recorded.type === 'Noted') await ctx.upsert<Note>('notes', { id: 'a', text: 'a', rank: 1 });
        else {
          const note = await ctx.get<Note>('notes', 'a');
          if (note) note.rank += 1;
        }
      },
    });
    const batch = new ProjectionBatch(store, projectionsByType([mutating]), 0);
    await batch.apply(event(1, 'Noted'));

    await expect(batch.apply(event(2, 'Bump'))).rejects.toThrow(ProjectionFailedError);
    await batch.commit('c');
    expect(await store.collection<Note>('notes').get('a')).toMatchObject({ rank: 1 });
  });

  it('given a deleteMany in a batch, then later reads of the batch and of the next batch no longer see its matches, and the store gets one filtered delete', async () => {
    const seen: unknown[] = [];
    const clearing = defineProjection({
      name: 'clearing',
      collections: [{ name: 'notes', indexes: [] }],
      handles: ['Clear'],
      async apply(recorded, ctx) {
        await ctx.deleteMany('notes', { rank: (recorded.data as { rank: number }).rank });
      },
    });
    const projections = projectionsByType([notesProjection(seen), clearing]);
    const store = new InMemoryDocumentStore();
    const committed = new CommittedDocuments(['notes'], 100);
    const first = new ProjectionBatch(store, projections, 0, committed);
    await first.apply(event(1, 'Noted', { id: 'a', text: 'a', rank: 2 }));
    await first.apply(event(2, 'Noted', { id: 'b', text: 'b', rank: 3 }));
    await first.apply(event(3, 'Noted', { id: 'c', text: 'c', rank: 2 }));
    await first.commit('c');
    expect(committed.get('notes', 'a')).toMatchObject({ id: 'a' });

    const second = new ProjectionBatch(store, projections, 3, committed);
    await second.apply(event(4, 'Noted', { id: 'd', text: 'd', rank: 2 }));
    await second.apply(event(5, 'Clear', { rank: 2 }));
    await second.apply(event(6, 'Noted', { id: 'e', text: 'e', rank: 2 }));
    await second.apply(event(7, 'Look', { id: 'a' }));
    await second.commit('c');

    expect(seen).toEqual([{ get: null, find: ['b', 'e'] }]);
    expect(store.batches[1]?.operations.map((operation) => operation.kind)).toEqual([
      'upsert',
      'deleteMany',
      'upsert',
    ]);
    expect(store.all<Note>('notes').map((note) => note.id)).toEqual(['b', 'e']);
    // The runner's memory forgot the deleted documents: the next batch reads what the store holds.
    expect(committed.get('notes', 'a')).toBeUndefined();
    const third = new ProjectionBatch(store, projections, 7, committed);
    await third.apply(event(8, 'Look', { id: 'c' }));
    expect(seen[1]).toEqual({ get: null, find: ['b', 'e'] });
  });

  it('given only unhandled events, then the checkpoint still moves past them', async () => {
    const store = new InMemoryDocumentStore();
    const batch = new ProjectionBatch(store, projectionsByType([notesProjection([])]), 4);
    expect(batch.isEmpty).toBe(true);
    await batch.apply(event(5, 'Unrelated'));
    batch.advanceTo(7);

    expect(batch.isEmpty).toBe(false);
    await batch.commit('c');
    expect(await store.getCheckpoint('c')).toBe(7);
  });

  it('given a batch that redelivers applied events before new ones, then the new ones build on the stored state, not on the replay', async () => {
    const log = eventLog();
    log.record(setCreated('s1'));
    log.record({
      type: 'QuestionAdded',
      data: { questionSetId: 's1', position: 0, question: question('q1') },
    });
    log.record({
      type: 'QuestionAdded',
      data: { questionSetId: 's1', position: 1, question: question('q2') },
    });
    const { store } = await applyEvents([questionSetListingProjection], log.events);
    log.record({
      type: 'QuestionAdded',
      data: { questionSetId: 's1', position: 2, question: question('q3') },
    });

    // As after a crash between the documents and the checkpoint (MongoDB): events 2 and 3 come again.
    const batch = new ProjectionBatch(store, projectionsByType([questionSetListingProjection]), 1);
    for (const recorded of log.events.slice(1)) await batch.apply(recorded);
    await batch.commit('test');

    expect(store.all<QuestionSetListing>(QUESTION_SETS)[0]).toMatchObject({ questionCount: 3, _position: 4 });
  });

  it('given a projection that throws, then the error names the projection and the event and nothing is committed', async () => {
    const store = new InMemoryDocumentStore();
    const broken = defineProjection({
      name: 'broken',
      collections: [],
      handles: ['Noted'],
      apply: () => {
        throw new Error('boom');
      },
    });
    const batch = new ProjectionBatch(store, projectionsByType([broken]), 0);

    const failure = await batch.apply(event(1, 'Noted')).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ProjectionFailedError);
    expect(failure).toMatchObject({
      projection: 'broken',
      position: 1,
      eventType: 'Noted',
      status: 500,
      code: 'PROJECTION_FAILED',
    });
    expect(batch.position).toBe(0);
    expect(store.batches).toEqual([]);
  });
});

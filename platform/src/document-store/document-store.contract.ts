import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentStore, Filter, StoredDocument, WriteOperation } from './port.js';

/** Long candidate lists none of the documents holds. */
const manyStrings = Array.from({ length: 3_000 }, (_, index) => `absent-${index}`);
const manyNumbers = Array.from({ length: 3_000 }, (_, index) => 10_000 + index);

export type DocumentStoreContractFactory = () => Promise<{ store: DocumentStore; cleanup(): Promise<void> }>;

type SetDoc = StoredDocument & Record<string, unknown>;

const SETS: SetDoc[] = [
  {
    id: 's1',
    title: 'ネットワーク基礎',
    category: 'network',
    price: 0,
    isPaid: false,
    tags: ['tcp', 'ip'],
    stats: { attempts: 10, rating: 4.5 },
    featuredCategory: null,
    priority: 1,
    createdAt: '2024-01-01',
  },
  {
    id: 's2',
    title: 'Java Programming',
    category: 'programming',
    price: 1200,
    isPaid: true,
    tags: ['java'],
    stats: { attempts: 3 },
    priority: true,
    createdAt: '2024-02-01',
  },
  {
    id: 's3',
    title: 'データベース SQL 入門',
    category: 'database',
    price: 800,
    isPaid: true,
    tags: [],
    stats: { attempts: 0, rating: 3 },
    featuredCategory: '人気',
    priority: '1',
    createdAt: '2024-03-01',
  },
  {
    id: 's4',
    title: 'ＰＹＴＨＯＮ セキュリティ Étude',
    category: 'security',
    price: 0,
    isPaid: false,
    stats: { attempts: 7 },
    createdAt: '2024-04-01',
  },
];

/**
 * The behaviour every DocumentStore adapter must show, whatever database is underneath. Collection names are
 * unique per test so a shared server can be used.
 */
export function documentStoreContract(name: string, factory: DocumentStoreContractFactory): void {
  describe(`DocumentStore contract: ${name}`, () => {
    let store: DocumentStore;
    let cleanup: () => Promise<void>;
    let sets: string;

    beforeEach(async () => {
      ({ store, cleanup } = await factory());
      sets = `sets_${randomBytes(4).toString('hex')}`;
    });
    afterEach(async () => {
      await cleanup();
    });

    const upsert = (collection: string, doc: SetDoc, position: number): WriteOperation => ({
      kind: 'upsert',
      collection,
      doc,
      position,
    });
    const seed = async () => {
      await store.applyBatch({
        operations: SETS.map((doc, index) => upsert(sets, doc, index + 1)),
        checkpoint: { name: 'seed', position: SETS.length },
      });
    };
    const idsOf = async (filter: Filter) =>
      (await store.collection(sets).find(filter)).map((doc) => doc.id).sort();

    describe('filters', () => {
      beforeEach(seed);

      it.each<[string, Filter, string[]]>([
        ['string equality', { category: 'network' }, ['s1']],
        ['number equality', { price: 0 }, ['s1', 's4']],
        ['boolean equality', { isPaid: true }, ['s2', 's3']],
        ['types kept apart: 1', { priority: 1 }, ['s1']],
        ['types kept apart: true', { priority: true }, ['s2']],
        ["types kept apart: '1'", { priority: '1' }, ['s3']],
        ['null matches null or missing', { featuredCategory: null }, ['s1', 's2', 's4']],
        ['$eq', { category: { $eq: 'database' } }, ['s3']],
        ['$ne (also matches a missing field)', { featuredCategory: { $ne: null } }, ['s3']],
        ['$ne on a value', { category: { $ne: 'network' } }, ['s2', 's3', 's4']],
        ['$in', { category: { $in: ['network', 'security', 'unknown'] } }, ['s1', 's4']],
        ['$in empty', { category: { $in: [] } }, []],
        ['$nin', { price: { $nin: [0, 800] } }, ['s2']],
        ['$gt', { price: { $gt: 800 } }, ['s2']],
        ['$gte', { price: { $gte: 800 } }, ['s2', 's3']],
        ['$lt', { price: { $lt: 800 } }, ['s1', 's4']],
        ['$lte', { price: { $lte: 800 } }, ['s1', 's3', 's4']],
        ['range on strings', { createdAt: { $gte: '2024-02-01', $lt: '2024-04-01' } }, ['s2', 's3']],
        ['a range does not compare across types', { priority: { $gte: 0 } }, ['s1']],
        ['$exists true (null counts as present)', { featuredCategory: { $exists: true } }, ['s1', 's3']],
        ['$exists false', { 'stats.rating': { $exists: false } }, ['s2', 's4']],
        ['nested path', { 'stats.attempts': { $gte: 5 } }, ['s1', 's4']],
        ['nested equality', { 'stats.rating': 3 }, ['s3']],
        ['array equality matches any element', { tags: 'java' }, ['s2']],
        ['array $in matches any element', { tags: { $in: ['ip', 'java'] } }, ['s1', 's2']],
        ['array $ne excludes any element', { tags: { $ne: 'java' } }, ['s1', 's3', 's4']],
        ['$contains ignores case', { title: { $contains: 'java' } }, ['s2']],
        ['$contains in the middle', { title: { $contains: 'sql' } }, ['s3']],
        ['$contains Japanese', { title: { $contains: 'データ' } }, ['s3']],
        [
          '$contains full-width and accented letters ignore case',
          { title: { $contains: 'ｐｙｔｈｏｎ セキュリティ étude' } },
          ['s4'],
        ],
        ['$contains on array elements', { tags: { $contains: 'TC' } }, ['s1']],
        ['$contains does not match non-strings', { price: { $contains: '0' } }, []],
        ['several conditions are AND-ed', { isPaid: true, price: { $lt: 1000 } }, ['s3']],
        ['$or', { $or: [{ category: 'network' }, { price: { $gt: 1000 } }] }, ['s1', 's2']],
        [
          '$or with AND',
          { isPaid: false, $or: [{ tags: 'ip' }, { category: 'security' }, { category: 'database' }] },
          ['s1', 's4'],
        ],
        ['id', { id: { $in: ['s4', 's2'] } }, ['s2', 's4']],
        // Thousands of candidates (a learner's answered questions of a 10,000-question set, issue 35).
        ['$in of thousands', { category: { $in: [...manyStrings, 'network', 'security'] } }, ['s1', 's4']],
        [
          '$in of thousands keeps types apart',
          { priority: { $in: [...manyNumbers, 1, true] } },
          ['s1', 's2'],
        ],
        ['$nin of thousands', { price: { $nin: [0, 800, ...manyNumbers] } }, ['s2']],
        ['array $in of thousands', { tags: { $in: [...manyStrings, 'java'] } }, ['s2']],
        ['id $in of thousands', { id: { $in: [...manyStrings, 's4', 's2'] } }, ['s2', 's4']],
        ['empty filter', {}, ['s1', 's2', 's3', 's4']],
      ])('%s', async (_, filter, expected) => {
        expect(await idsOf(filter)).toEqual(expected);
        expect(await store.collection(sets).count(filter)).toBe(expected.length);
      });
    });

    describe('sorting and paging', () => {
      beforeEach(seed);

      it('sorts on several fields and directions, then pages with skip and limit', async () => {
        const collection = store.collection(sets);
        const ordered = await collection.find(
          {},
          {
            sort: [
              ['price', -1],
              ['createdAt', 1],
            ],
          },
        );
        expect(ordered.map((doc) => doc.id)).toEqual(['s2', 's3', 's1', 's4']);
        const page = await collection.find({}, { sort: [['createdAt', -1]], skip: 1, limit: 2 });
        expect(page.map((doc) => doc.id)).toEqual(['s3', 's2']);
        const nested = await collection.find(
          { 'stats.attempts': { $exists: true } },
          { sort: [['stats.attempts', 1]], limit: 3 },
        );
        expect(nested.map((doc) => doc.id)).toEqual(['s3', 's2', 's4']);
        expect(await collection.find({}, { sort: [['price', 1]], skip: 10 })).toEqual([]);
      });

      it('orders strings by code unit (digits, then capitals, then small letters), in sorts and in ranges', async () => {
        // Order keys such as fractional ranks ("a0" < "aV" < "az" < "b00") rely on this order in every store.
        const ranked = `ranked_${randomBytes(4).toString('hex')}`;
        const ranks = ['b00', 'a0', 'az', 'aV', 'a5', 'Zz'];
        await store.applyBatch({
          operations: ranks.map((rank, index) => ({
            kind: 'upsert' as const,
            collection: ranked,
            doc: { id: `r${index}`, group: 'g', rank },
            position: index + 1,
          })),
          checkpoint: { name: ranked, position: ranks.length },
        });
        const collection = store.collection<{ id: string; rank: string }>(ranked);
        const inOrder = await collection.find({ group: 'g' }, { sort: [['rank', 1]] });
        expect(inOrder.map((doc) => doc.rank)).toEqual(['Zz', 'a0', 'a5', 'aV', 'az', 'b00']);
        expect(await collection.count({ group: 'g', rank: { $lt: 'aV' } })).toBe(3);
        const page = await collection.find({ group: 'g' }, { sort: [['rank', 1]], skip: 4, limit: 2 });
        expect(page.map((doc) => doc.rank)).toEqual(['az', 'b00']);
      });
    });

    describe('documents', () => {
      it('given nothing was written, then get, find and count answer empty', async () => {
        const collection = store.collection(sets);
        expect(await collection.get('nope')).toBeNull();
        expect(await collection.find({ category: 'x' })).toEqual([]);
        expect(await collection.count()).toBe(0);
      });

      it('given a document, then get returns it whole with its position', async () => {
        await seed();
        expect(await store.collection(sets).get('s1')).toEqual({ ...SETS[0], _position: 1 });
      });

      it('plain upsert replaces and plain delete removes', async () => {
        const collection = store.collection<SetDoc>(sets);
        await collection.upsert({ id: 'x', title: 'before' });
        await collection.upsert({ id: 'x', title: 'after' });
        expect(await collection.get('x')).toMatchObject({ id: 'x', title: 'after' });
        await collection.delete('x');
        expect(await collection.get('x')).toBeNull();
        expect(await collection.count()).toBe(0);
      });
    });

    describe('applyBatch', () => {
      it('writes documents of several collections and moves the checkpoint', async () => {
        const other = `${sets}_other`;
        await store.applyBatch({
          operations: [upsert(sets, { id: 'a', n: 1 }, 3), upsert(other, { id: 'b', n: 2 }, 3)],
          checkpoint: { name: 'listing', position: 3 },
        });
        expect(await store.collection(sets).get('a')).toMatchObject({ n: 1, _position: 3 });
        expect(await store.collection(other).get('b')).toMatchObject({ n: 2 });
        expect(await store.getCheckpoint('listing')).toBe(3);
        expect(await store.getCheckpoint('never-written')).toBe(0);
      });

      it('ignores a write whose position is older than or equal to the stored one', async () => {
        await store.applyBatch({
          operations: [upsert(sets, { id: 'a', v: 'five' }, 5)],
          checkpoint: { name: 'p', position: 5 },
        });
        await store.applyBatch({
          operations: [
            upsert(sets, { id: 'a', v: 'four' }, 4),
            upsert(sets, { id: 'a', v: 'five again' }, 5),
          ],
          checkpoint: { name: 'p', position: 5 },
        });
        expect(await store.collection(sets).get('a')).toMatchObject({ v: 'five' });
        await store.applyBatch({
          operations: [upsert(sets, { id: 'a', v: 'six' }, 6)],
          checkpoint: { name: 'p', position: 6 },
        });
        expect(await store.collection(sets).get('a')).toMatchObject({ v: 'six', _position: 6 });
      });

      it('a delete leaves a tombstone: invisible, and older upserts do not resurrect the document', async () => {
        await store.applyBatch({
          operations: [upsert(sets, { id: 'a', category: 'c' }, 5)],
          checkpoint: { name: 'p', position: 5 },
        });
        await store.applyBatch({
          operations: [{ kind: 'delete', collection: sets, id: 'a', position: 7 }],
          checkpoint: { name: 'p', position: 7 },
        });
        const collection = store.collection(sets);
        expect(await collection.get('a')).toBeNull();
        expect(await collection.find({ category: 'c' })).toEqual([]);
        expect(await collection.count()).toBe(0);

        await store.applyBatch({
          operations: [upsert(sets, { id: 'a', category: 'c' }, 6)],
          checkpoint: { name: 'p', position: 7 },
        });
        expect(await collection.get('a')).toBeNull();
        await store.applyBatch({
          operations: [upsert(sets, { id: 'a', category: 'd' }, 8)],
          checkpoint: { name: 'p', position: 8 },
        });
        expect(await collection.get('a')).toMatchObject({ category: 'd' });
      });

      it('a deleteMany removes the matching documents older than it, in order with the batch', async () => {
        await store.applyBatch({
          operations: [
            upsert(sets, { id: 'a', setId: 's1' }, 3),
            upsert(sets, { id: 'b', setId: 's1' }, 4),
            upsert(sets, { id: 'c', setId: 's2' }, 4),
            upsert(sets, { id: 'late', setId: 's1' }, 9),
          ],
          checkpoint: { name: 'p', position: 9 },
        });
        await store.applyBatch({
          operations: [
            upsert(sets, { id: 'before', setId: 's1' }, 6),
            { kind: 'deleteMany', collection: sets, filter: { setId: 's1' }, position: 7 },
            upsert(sets, { id: 'after', setId: 's1' }, 8),
          ],
          checkpoint: { name: 'p', position: 9 },
        });
        const collection = store.collection<SetDoc>(sets);
        // 'late' was written after the delete's position (a newer event): it stays, as would a guarded write.
        const left = await collection.find({}, { sort: [['id', 1]] });
        expect(left.map((doc) => doc.id)).toEqual(['after', 'c', 'late']);
        expect(await collection.count({ setId: 's1' })).toBe(2);
      });

      it('a plain deleteMany removes every match at once and says how many', async () => {
        const collection = store.collection<SetDoc>(sets);
        for (const id of ['x', 'y', 'z']) await collection.upsert({ id, setId: id === 'z' ? 's2' : 's1' });
        expect(await collection.deleteMany({ setId: 's1' })).toBe(2);
        expect((await collection.find()).map((doc) => doc.id)).toEqual(['z']);
        expect(await store.collection(`${sets}_never`).deleteMany({ setId: 's1' })).toBe(0);
      });

      it('never moves a checkpoint backwards', async () => {
        await store.applyBatch({ operations: [], checkpoint: { name: 'p', position: 9 } });
        await store.applyBatch({ operations: [], checkpoint: { name: 'p', position: 4 } });
        expect(await store.getCheckpoint('p')).toBe(9);
      });
    });

    describe('indexes', () => {
      it('given indexes (ensured twice), then queries still answer and a unique index refuses duplicates', async () => {
        await seed();
        const indexes = [
          { fields: ['category'] },
          { fields: ['isPaid', 'price'] },
          { fields: ['slug'], unique: true },
        ];
        await store.ensureIndexes(sets, indexes);
        await store.ensureIndexes(sets, indexes);
        expect(await idsOf({ category: 'network' })).toEqual(['s1']);
        expect(await idsOf({ isPaid: true, price: { $gt: 900 } })).toEqual(['s2']);

        await store.applyBatch({
          operations: [upsert(sets, { id: 'u1', slug: 'same' }, 10)],
          checkpoint: { name: 'p', position: 10 },
        });
        await expect(
          store.applyBatch({
            operations: [upsert(sets, { id: 'u2', slug: 'same' }, 11)],
            checkpoint: { name: 'p', position: 11 },
          }),
        ).rejects.toThrow();
      });
    });

    describe('generations', () => {
      it('given a generation, then live data is untouched until promote, which swaps data and checkpoint', async () => {
        await seed();
        await store.applyBatch({ operations: [], checkpoint: { name: 'listing', position: 4 } });
        const generation = await store.createGeneration([sets], 'listing');

        await generation.applyBatch({
          operations: [
            upsert(sets, { id: 'n1', category: 'network' }, 2),
            upsert(sets, { id: 'n2', category: 'cloud' }, 3),
          ],
          checkpoint: { name: 'listing', position: 3 },
        });

        expect(await idsOf({})).toEqual(['s1', 's2', 's3', 's4']);
        expect(await store.getCheckpoint('listing')).toBe(4);
        expect(
          (await generation.collection(sets).find({ category: 'network' })).map((doc) => doc.id),
        ).toEqual(['n1']);
        expect(await generation.getCheckpoint('listing')).toBe(3);

        await generation.promote();

        expect(await idsOf({})).toEqual(['n1', 'n2']);
        expect(await store.getCheckpoint('listing')).toBe(3);
        await store.applyBatch({
          operations: [upsert(sets, { id: 'n3' }, 5)],
          checkpoint: { name: 'listing', position: 5 },
        });
        expect(await idsOf({})).toEqual(['n1', 'n2', 'n3']);
      });

      it('given a discarded generation, then live data stays and the rebuilt data is gone', async () => {
        await seed();
        const generation = await store.createGeneration([sets], 'listing');
        await generation.applyBatch({
          operations: [upsert(sets, { id: 'n1' }, 1)],
          checkpoint: { name: 'listing', position: 1 },
        });

        await generation.discard();

        expect(await idsOf({})).toEqual(['s1', 's2', 's3', 's4']);
        expect(await store.getCheckpoint('listing')).toBe(0);
        const next = await store.createGeneration([sets], 'listing');
        expect(await next.collection(sets).count()).toBe(0);
        expect(await next.getCheckpoint('listing')).toBe(0);
        await next.discard();
      });

      it('given a generation, when documents are loaded in bulk, then they read, index and guard like applied ones', async () => {
        await store.ensureIndexes(sets, [{ fields: ['category'] }]);
        const generation = await store.createGeneration([sets], 'listing');

        await generation.load({
          operations: [
            upsert(sets, { id: 'n1', category: 'network' }, 2),
            upsert(sets, { id: 'n2', category: 'cloud' }, 7),
            { kind: 'delete', collection: sets, id: 'gone', position: 5 },
          ],
          checkpoint: { name: 'listing', position: 7 },
        });

        expect(await generation.getCheckpoint('listing')).toBe(7);
        expect(await generation.collection(sets).get('n2')).toMatchObject({ id: 'n2', category: 'cloud' });
        expect(
          (await generation.collection(sets).find({ category: 'network' })).map((doc) => doc.id),
        ).toEqual(['n1']);
        await generation.promote();
        await store.applyBatch({
          operations: [
            upsert(sets, { id: 'n2', category: 'stale' }, 6),
            upsert(sets, { id: 'gone', category: 'stale' }, 4),
            upsert(sets, { id: 'n1', category: 'security' }, 8),
          ],
          checkpoint: { name: 'listing', position: 8 },
        });
        expect(await idsOf({})).toEqual(['n1', 'n2']);
        expect(await store.collection(sets).get('n2')).toMatchObject({ category: 'cloud' });
        expect(await store.collection(sets).get('n1')).toMatchObject({ category: 'security' });
        expect(await store.getCheckpoint('listing')).toBe(8);
      });

      it('given a loaded document, then loading it again fails by the promote at the latest', async () => {
        const generation = await store.createGeneration([sets], 'listing');
        const batch = {
          operations: [upsert(sets, { id: 'n1' }, 1)],
          checkpoint: { name: 'listing', position: 1 },
        };
        await generation.load(batch);
        await expect(generation.load(batch).then(() => generation.promote())).rejects.toThrow();
        await generation.discard().catch(() => {});
        expect(await idsOf({})).toEqual([]);
      });

      it('given recorded indexes, then a generation enforces them too', async () => {
        await store.ensureIndexes(sets, [{ fields: ['slug'], unique: true }]);
        const generation = await store.createGeneration([sets], 'listing');
        await expect(
          generation.applyBatch({
            operations: [upsert(sets, { id: 'a', slug: 'x' }, 1), upsert(sets, { id: 'b', slug: 'x' }, 2)],
            checkpoint: { name: 'listing', position: 2 },
          }),
        ).rejects.toThrow();
        await generation.discard();
      });
    });
  });
}

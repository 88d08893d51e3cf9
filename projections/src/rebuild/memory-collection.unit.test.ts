import { describe, expect, it } from 'vitest';
import { matchesFilter } from '../runner/document-filter.js';
import { MemoryCollection } from './memory-collection.js';

const doc = (id: string, fields: Record<string, unknown>, position: number) => ({
  id,
  ...fields,
  _position: position,
});

const records = () => {
  const collection = new MemoryCollection('records');
  collection.write('r1', doc('r1', { userId: 'u1', setId: 's1' }, 1), 1);
  collection.write('r2', doc('r2', { userId: 'u1', setId: 's2' }, 2), 2);
  collection.write('r3', doc('r3', { userId: 'u2', setId: 's1' }, 3), 3);
  collection.write('r4', doc('r4', { userId: ['u1', 'u3'], setId: 's1' }, 4), 4);
  collection.write('r5', doc('r5', { setId: 's1' }, 5), 5);
  return collection;
};
const ids = (docs: Array<{ id: string }>) => docs.map((found) => found.id).sort();

describe('MemoryCollection', () => {
  it('given a document, when a write not newer than its last change arrives, then it is dropped, as the store guard does', () => {
    const collection = new MemoryCollection('c');
    expect(collection.write('a', doc('a', { v: 1 }, 5), 5)).toBe(true);

    expect(collection.write('a', doc('a', { v: 2 }, 5), 5)).toBe(false);
    expect(collection.write('a', doc('a', { v: 3 }, 4), 4)).toBe(false);
    expect(collection.get('a')).toMatchObject({ v: 1 });
  });

  it('given a deleted document, then an older write cannot bring it back, a newer one can, and both leave one write each', () => {
    const collection = new MemoryCollection('c');
    collection.write('a', doc('a', { v: 1 }, 1), 1);
    collection.write('a', null, 3);

    expect(collection.write('a', doc('a', { v: 2 }, 2), 2)).toBe(false);
    expect(collection.get('a')).toBeNull();
    expect(collection.size).toBe(0);
    expect(collection.operations()).toEqual([{ kind: 'delete', collection: 'c', id: 'a', position: 3 }]);

    collection.write('a', doc('a', { v: 4 }, 4), 4);
    expect(collection.size).toBe(1);
    expect(collection.operations()).toEqual([
      { kind: 'upsert', collection: 'c', doc: doc('a', { v: 4 }, 4), position: 4 },
    ]);
  });

  it.each([
    ['two fields', { userId: 'u1', setId: 's1' }],
    ['one field', { setId: 's1' }],
    ['an array field matched by element', { userId: 'u3' }],
    ['null matching a missing field', { userId: null, setId: 's1' }],
    ['a condition (no index)', { setId: { $in: ['s2'] } }],
  ])(
    'given documents, when found by %s, then the answer is what a scan with matchesFilter gives',
    (_, filter) => {
      const collection = records();
      const scan = ['r1', 'r2', 'r3', 'r4', 'r5'].filter((id) =>
        matchesFilter(collection.get(id) as Record<string, unknown>, filter as never),
      );

      expect(ids(collection.find(filter as never))).toEqual(scan);
      expect(scan.length).toBeGreaterThan(0);
    },
  );

  it('given a find that built an index, when documents change their fields or go, then later finds follow', () => {
    const collection = records();
    expect(ids(collection.find({ userId: 'u1', setId: 's1' }))).toEqual(['r1', 'r4']);

    collection.write('r1', doc('r1', { userId: 'u1', setId: 's9' }, 6), 6);
    collection.write('r4', null, 7);
    collection.write('r6', doc('r6', { userId: 'u1', setId: 's1' }, 8), 8);

    expect(ids(collection.find({ userId: 'u1', setId: 's1' }))).toEqual(['r6']);
    expect(ids(collection.find({ setId: 's9', userId: 'u1' }))).toEqual(['r1']);
  });

  it('given documents, when found with sort and limit, then they are paged as the store pages them', () => {
    const collection = records();

    expect(ids(collection.find({ setId: 's1' }, { sort: [['id', -1]], limit: 2 }))).toEqual(['r4', 'r5']);
  });
});

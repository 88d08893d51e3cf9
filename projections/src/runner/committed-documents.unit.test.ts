import { describe, expect, it } from 'vitest';
import { CommittedDocuments } from './committed-documents.js';

describe('CommittedDocuments', () => {
  it('given a collection the group does not own, then nothing of it is remembered', () => {
    const documents = new CommittedDocuments(['progress'], 10);
    documents.set('access', 'a', { id: 'a' });
    expect(documents.get('access', 'a')).toBeUndefined();
  });

  it('given a known absence, then it answers null (not unknown)', () => {
    const documents = new CommittedDocuments(['progress'], 10);
    documents.set('progress', 'gone', null);
    expect(documents.get('progress', 'gone')).toBeNull();
    expect(documents.get('progress', 'never-seen')).toBeUndefined();
  });

  it('given more documents than it holds, then the least recently used is evicted', () => {
    const documents = new CommittedDocuments(['c'], 2);
    documents.set('c', '1', { id: '1' });
    documents.set('c', '2', { id: '2' });
    documents.get('c', '1');
    documents.set('c', '3', { id: '3' });
    expect(documents.get('c', '2')).toBeUndefined();
    expect(documents.get('c', '1')).toEqual({ id: '1' });
    expect(documents.size).toBe(2);
  });

  it('given documents of several collections, then eviction takes the least recently used of them all', () => {
    const documents = new CommittedDocuments(['a', 'b'], 3);
    documents.set('a', '1', { id: '1' });
    documents.set('b', '1', { id: '1' });
    documents.set('a', '2', { id: '2' });
    documents.set('b', '1', { id: '1', changed: true }); // written again: the most recent now
    documents.set('b', '2', { id: '2' });
    expect(documents.get('a', '1')).toBeUndefined();
    expect(documents.get('b', '1')).toEqual({ id: '1', changed: true });
    expect(documents.get('a', '2')).toEqual({ id: '2' });
    expect(documents.size).toBe(3);
  });

  it('given a deleteMany, then only the matching documents of that collection are forgotten', () => {
    const documents = new CommittedDocuments(['a', 'b'], 10);
    documents.set('a', '1', { id: '1', setId: 's' });
    documents.set('a', '2', { id: '2', setId: 't' });
    documents.set('b', '1', { id: '1', setId: 's' });
    documents.forgetMatching('a', (doc) => doc.setId === 's');
    expect(documents.get('a', '1')).toBeUndefined();
    expect(documents.get('a', '2')).toEqual({ id: '2', setId: 't' });
    expect(documents.get('b', '1')).toEqual({ id: '1', setId: 's' });
    expect(documents.size).toBe(2);
  });

  it('given a size of 0, then it remembers nothing', () => {
    const documents = new CommittedDocuments(['c'], 0);
    documents.set('c', '1', { id: '1' });
    expect(documents.size).toBe(0);
  });
});

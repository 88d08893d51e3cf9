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

  it('given a size of 0, then it remembers nothing', () => {
    const documents = new CommittedDocuments(['c'], 0);
    documents.set('c', '1', { id: '1' });
    expect(documents.size).toBe(0);
  });
});

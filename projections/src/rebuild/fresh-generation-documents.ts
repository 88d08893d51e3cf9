import { CommittedDocuments } from '../runner/committed-documents.js';

/**
 * What a rebuild knows of the generation it fills: every document in it was written by the rebuild itself, so a
 * document it never wrote does not exist, and reading it costs no query. Written documents are remembered
 * (least recently used evicted first, as in the live runner); evicted ones are still known to exist and are
 * read back from the store.
 */
export class FreshGenerationDocuments extends CommittedDocuments {
  private readonly existing = new Set<string>();
  private readonly filled: ReadonlySet<string>;

  constructor(collections: Iterable<string>, maxDocuments: number) {
    const names = [...collections];
    super(names, maxDocuments);
    this.filled = new Set(names);
  }

  private keyOf(collection: string, id: string): string {
    return `${collection}\u0000${id}`;
  }

  /** Records a document the rebuild wrote before this memory took over (an in-memory fold's). */
  markWritten(collection: string, id: string): void {
    if (this.filled.has(collection)) this.existing.add(this.keyOf(collection, id));
  }

  override get(collection: string, id: string) {
    const remembered = super.get(collection, id);
    // Another group's collection is not in this generation: the store answers.
    if (remembered !== undefined || !this.filled.has(collection)) return remembered;
    return this.existing.has(this.keyOf(collection, id)) ? undefined : null;
  }

  override set(collection: string, id: string, doc: Parameters<CommittedDocuments['set']>[2]): void {
    if (!this.filled.has(collection)) return;
    const key = this.keyOf(collection, id);
    if (doc) this.existing.add(key);
    else this.existing.delete(key);
    super.set(collection, id, doc);
  }
}

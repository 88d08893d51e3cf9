import type { GenerationStore, WriteBatch } from '../port.js';
import { type MongoDatabase, physicalCollectionName } from './mongo-database.js';
import { type DocumentWrite, MongoScope, toStored } from './mongo-scope.js';

/** Documents per insertMany call: well under the 48 MB message limit for read-model documents. */
const LOAD_CHUNK = 10_000;

export type GenerationPlan = { token: string; collections: string[]; checkpointName: string };

/**
 * A rebuild target: fresh physical collections for the given logical ones and a private checkpoint. Other
 * collections read (and plainly write) the live ones, but applyBatch refuses them so a rebuild cannot touch live
 * data. promote() points the `generations` map at the fresh collections, moves the checkpoint, then drops the old
 * collections. Without a transaction the steps are not one atomic swap: a reader may briefly see the new data
 * with the old checkpoint, which only makes a read-your-writes wait a little longer.
 */
export class MongoGenerationStore extends MongoScope implements GenerationStore {
  private finished = false;

  private constructor(
    database: MongoDatabase,
    private readonly plan: GenerationPlan,
  ) {
    const own = (logical: string) => physicalCollectionName(logical, plan.token);
    const owns = (logical: string) => plan.collections.includes(logical);
    super(database, {
      forRead: async (logical) => (owns(logical) ? own(logical) : database.liveCollection(logical)),
      forWrite: async (logical) => (owns(logical) ? own(logical) : database.liveCollectionForWrite(logical)),
      forBatch: async (logical) => {
        if (!owns(logical)) throw new Error(`Collection ${logical} is not part of this generation`);
        return own(logical);
      },
      checkpointKey: (name) => (name === plan.checkpointName ? this.privateCheckpoint() : name),
      assertUsable: () => {
        if (this.finished) throw new Error('This generation was already promoted or discarded');
      },
    });
  }

  static async create(database: MongoDatabase, plan: GenerationPlan): Promise<MongoGenerationStore> {
    for (const logical of plan.collections)
      await database.createCollection(logical, physicalCollectionName(logical, plan.token));
    return new MongoGenerationStore(database, plan);
  }

  /** insertMany into the fresh collections (a document already there fails on _id), then the checkpoint. */
  async load(batch: WriteBatch): Promise<void> {
    this.assertNotFinished();
    const writes: DocumentWrite[] = [];
    for (const operation of batch.operations) {
      if (!this.plan.collections.includes(operation.collection))
        throw new Error(`Collection ${operation.collection} is not part of this generation`);
      if (operation.kind === 'deleteMany')
        throw new Error('A generation load writes whole documents; a deleteMany has no place in it');
      writes.push(operation);
    }
    for (const logical of this.plan.collections) {
      const docs = writes.filter((operation) => operation.collection === logical).map(toStored);
      const collection = this.database.db.collection(physicalCollectionName(logical, this.plan.token));
      for (let start = 0; start < docs.length; start += LOAD_CHUNK)
        await collection.insertMany(docs.slice(start, start + LOAD_CHUNK), { ordered: false });
    }
    const { name, position } = batch.checkpoint;
    await this.database.advanceCheckpoint(
      name === this.plan.checkpointName ? this.privateCheckpoint() : name,
      position,
    );
  }

  async promote(): Promise<void> {
    this.assertNotFinished();
    const position = await this.database.getCheckpoint(this.privateCheckpoint());
    const replaced: string[] = [];
    for (const logical of this.plan.collections) {
      const previous = await this.database.liveCollection(logical);
      const fresh = physicalCollectionName(logical, this.plan.token);
      await this.database.setLiveCollection(logical, fresh);
      if (previous && previous !== fresh) replaced.push(previous);
    }
    await this.database.setCheckpoint(this.plan.checkpointName, position);
    await this.database.deleteCheckpoint(this.privateCheckpoint());
    this.finished = true;
    for (const previous of replaced) await this.database.dropCollection(previous);
  }

  async discard(): Promise<void> {
    this.assertNotFinished();
    this.finished = true;
    for (const logical of this.plan.collections)
      await this.database.dropCollection(physicalCollectionName(logical, this.plan.token));
    await this.database.deleteCheckpoint(this.privateCheckpoint());
  }

  private privateCheckpoint(): string {
    return `${this.plan.checkpointName}@generation-${this.plan.token}`;
  }

  private assertNotFinished(): void {
    if (this.finished) throw new Error('This generation was already promoted or discarded');
  }
}

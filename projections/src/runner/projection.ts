import type {
  Filter,
  FindOptions,
  IndexSpec,
  Notification,
  RecordedEvent,
  StoredDocument,
} from '@exam/platform';

/**
 * What a projection sees while it applies one event. Reads see the writes of the current batch that are not
 * committed yet; writes are buffered and carry the event's position, so the DocumentStore's per-document
 * guard turns a redelivered event into a no-op.
 */
export interface ProjectionContext {
  get<T extends StoredDocument = StoredDocument>(collection: string, id: string): Promise<T | null>;
  find<T extends StoredDocument = StoredDocument>(
    collection: string,
    filter?: Filter,
    options?: FindOptions,
  ): Promise<T[]>;
  upsert<T extends StoredDocument>(collection: string, doc: T): Promise<void>;
  delete(collection: string, id: string): Promise<void>;
  /**
   * Deletes every document of the collection matching the filter, as one filtered delete in the store (the
   * same bounded work whatever the number of matches); later reads of this batch no longer see them.
   */
  deleteMany(collection: string, filter: Filter): Promise<void>;
  /** Published on the NotificationBus only after the batch holding this event is committed. */
  notify(notification: Notification): void;
}

export type ProjectionCollection = { name: string; indexes: IndexSpec[] };

export type Projection = {
  name: string;
  /** Collections this projection owns; their indexes are ensured when a runner starts or a rebuild begins. */
  collections: ProjectionCollection[];
  /** Event types this projection applies; the others pass by (the checkpoint still moves past them). */
  handles: readonly string[];
  apply(event: RecordedEvent, ctx: ProjectionContext): Promise<void> | void;
};

/** Identity helper that keeps the literal types of a projection declaration. */
export const defineProjection = (projection: Projection): Projection => projection;

/** Every collection the projections own, once each. */
export const collectionsOf = (projections: readonly Projection[]): ProjectionCollection[] => {
  const byName = new Map<string, ProjectionCollection>();
  for (const projection of projections) {
    for (const collection of projection.collections) {
      const known = byName.get(collection.name);
      byName.set(
        collection.name,
        known ? { name: collection.name, indexes: [...known.indexes, ...collection.indexes] } : collection,
      );
    }
  }
  return [...byName.values()];
};

/**
 * A recorded event typed by a domain event union: `Recorded<QuestionSetEvent>` narrows `data` by `type`.
 * Projections receive plain RecordedEvents and cast once, since the log may hold any event type.
 */
export type Recorded<E extends { type: string; data: unknown }> = E extends {
  type: infer Type extends string;
  data: infer Data;
}
  ? RecordedEvent<Type, Data>
  : never;

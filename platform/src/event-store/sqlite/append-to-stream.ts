import type Database from 'better-sqlite3';
import { DuplicateEventIdError } from '../duplicate-event-id-error.js';
import {
  type AppendResult,
  type EventToAppend,
  type ExpectedRevision,
  WrongExpectedVersionError,
} from '../port.js';

/** An event as its row stores it: data and metadata already JSON. */
export type SerializedEvent = { id: string; type: string; data: string; metadata: string };

export type AppendRequest = {
  streamName: string;
  events: SerializedEvent[];
  expectedRevision: ExpectedRevision;
};

/**
 * Serialised when the append is asked for, on the caller's thread: a value JSON cannot hold fails that append
 * alone, and a writer thread receives plain strings (cheap to pass between threads). `at` defaults to now.
 */
export const serializeEvents = (events: EventToAppend[], now: () => string): SerializedEvent[] =>
  events.map((event) => ({
    id: event.id,
    type: event.type,
    data: JSON.stringify(event.data ?? null),
    metadata: JSON.stringify({ ...event.metadata, at: event.metadata?.at ?? now() }),
  }));

type ExistingEvent = { stream: string; revision: number; position: number };

const NO_STREAM = -1;

const expectationHolds = (expected: ExpectedRevision, currentRevision: number): boolean => {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return currentRevision === NO_STREAM;
  if (expected === 'stream_exists') return currentRevision !== NO_STREAM;
  return currentRevision === expected;
};

/** Where the first of the original events would have had to land for `expected` to allow it. */
const sameAppendPlace = (expected: ExpectedRevision, firstRevision: number): boolean => {
  if (expected === 'no_stream') return firstRevision === 0;
  if (typeof expected === 'number') return firstRevision === expected + 1;
  return true;
};

/**
 * Builds the append step that runs inside a write transaction (the caller owns BEGIN IMMEDIATE / COMMIT).
 * Semantics follow EventStoreDB: a retried append whose ids are already in this stream, in order, at the
 * place the expectation points to, answers the original result and writes nothing.
 */
export const createStreamAppender = (db: Database.Database) => {
  const lastInStream = db.prepare<[string], { revision: number; position: number }>(
    'SELECT revision, position FROM events WHERE stream = ? ORDER BY revision DESC LIMIT 1',
  );
  const findById = db.prepare<[string], ExistingEvent>(
    'SELECT stream, revision, position FROM events WHERE id = ?',
  );
  const insert = db.prepare<[string, string, number, string, string, string]>(
    'INSERT INTO events (id, stream, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
  );

  const replayOfEarlierAppend = (request: AppendRequest, currentRevision: number): AppendResult | null => {
    const existing = request.events.map((event) => findById.get(event.id));
    if (existing.every((found) => found === undefined)) return null;
    const originals = existing.filter((found): found is ExistingEvent => found !== undefined);
    const first = originals[0] as ExistingEvent;
    const inOrderInThisStream =
      originals.length === request.events.length &&
      originals.every(
        (found, index) => found.stream === request.streamName && found.revision === first.revision + index,
      );
    if (!inOrderInThisStream) {
      const clashing = request.events.find((_, index) => existing[index] !== undefined) as SerializedEvent;
      throw new DuplicateEventIdError(request.streamName, clashing.id);
    }
    if (!sameAppendPlace(request.expectedRevision, first.revision)) {
      throw new WrongExpectedVersionError(
        request.streamName,
        request.expectedRevision,
        currentRevision === NO_STREAM ? 'no_stream' : currentRevision,
      );
    }
    const last = originals[originals.length - 1] as ExistingEvent;
    return { nextExpectedRevision: last.revision, position: last.position };
  };

  return (request: AppendRequest): AppendResult => {
    const { streamName, events, expectedRevision } = request;
    const ids = new Set(events.map((event) => event.id));
    if (ids.size !== events.length) {
      const repeated = events.find(
        (event, index) => events.findIndex((other) => other.id === event.id) !== index,
      );
      throw new DuplicateEventIdError(streamName, (repeated as SerializedEvent).id);
    }
    const last = lastInStream.get(streamName);
    const currentRevision = last?.revision ?? NO_STREAM;

    const replayed = replayOfEarlierAppend(request, currentRevision);
    if (replayed) return replayed;

    if (!expectationHolds(expectedRevision, currentRevision)) {
      throw new WrongExpectedVersionError(
        streamName,
        expectedRevision,
        currentRevision === NO_STREAM ? 'no_stream' : currentRevision,
      );
    }
    if (events.length === 0) return { nextExpectedRevision: currentRevision, position: last?.position ?? 0 };

    let position = 0;
    events.forEach((event, index) => {
      const result = insert.run(
        event.id,
        streamName,
        currentRevision + 1 + index,
        event.type,
        event.data,
        event.metadata,
      );
      position = Number(result.lastInsertRowid);
    });
    return { nextExpectedRevision: currentRevision + events.length, position };
  };
};

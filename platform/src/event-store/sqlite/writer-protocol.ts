import { DuplicateEventIdError } from '../duplicate-event-id-error.js';
import { type AppendResult, type ExpectedRevision, WrongExpectedVersionError } from '../port.js';
import type { AppendOutcome } from './append-group.js';
import type { AppendRequest } from './append-to-stream.js';

/** Messages between an event store and its writer thread (one group in flight at a time). */
export type WriterSettings = { file: string; busyTimeoutMs: number };
export type ToWriter = { type: 'append'; requests: AppendRequest[] } | { type: 'close' };
export type FromWriter =
  | { type: 'appended'; outcomes: WrittenOutcome[] }
  /** The transaction itself failed: every append of the group fails with this. */
  | { type: 'failed'; error: SerializedAppendError };

type WrittenOutcome = { result: AppendResult } | { error: SerializedAppendError };

/** The store's own errors cross the thread boundary with their class (callers test instanceof and status). */
export type SerializedAppendError =
  | {
      kind: 'wrong-expected-version';
      streamName: string;
      expected: ExpectedRevision;
      actual: number | 'no_stream';
    }
  | { kind: 'duplicate-event-id'; streamName: string; eventId: string }
  | { kind: 'other'; name: string; message: string; code?: string; stack?: string };

export const serializeAppendError = (error: unknown): SerializedAppendError => {
  if (error instanceof WrongExpectedVersionError)
    return {
      kind: 'wrong-expected-version',
      streamName: error.streamName,
      expected: error.expected,
      actual: error.actual,
    };
  if (error instanceof DuplicateEventIdError)
    return { kind: 'duplicate-event-id', streamName: error.streamName, eventId: error.eventId };
  if (!(error instanceof Error)) return { kind: 'other', name: 'Error', message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    kind: 'other',
    name: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack ? { stack: error.stack } : {}),
  };
};

export const deserializeAppendError = (serialized: SerializedAppendError): Error => {
  if (serialized.kind === 'wrong-expected-version')
    return new WrongExpectedVersionError(serialized.streamName, serialized.expected, serialized.actual);
  if (serialized.kind === 'duplicate-event-id')
    return new DuplicateEventIdError(serialized.streamName, serialized.eventId);
  const error = Object.assign(
    new Error(serialized.message),
    serialized.code ? { code: serialized.code } : {},
  );
  error.name = serialized.name;
  if (serialized.stack) error.stack = serialized.stack;
  return error;
};

export const toWrittenOutcome = (outcome: AppendOutcome): WrittenOutcome =>
  'result' in outcome ? { result: outcome.result } : { error: serializeAppendError(outcome.error) };

export const fromWrittenOutcome = (outcome: WrittenOutcome): AppendOutcome =>
  'result' in outcome ? { result: outcome.result } : { error: deserializeAppendError(outcome.error) };

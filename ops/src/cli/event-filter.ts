import type { RecordedEvent } from '@exam/platform';
import { InvalidArgumentError } from 'commander';

/** What `events export` keeps: every option narrows the log (all of them together). */
export type EventFilter = {
  types?: string[];
  streamPrefix?: string;
  /** ISO times, inclusive at both ends, compared with `metadata.at`. */
  sinceMs?: number;
  untilMs?: number;
  /** The last global position to export (inclusive). */
  toPosition?: number;
};

export function parseIsoTime(value: string): number {
  const at = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(at))
    throw new InvalidArgumentError('an ISO time is expected, e.g. 2026-11-01 or 2026-11-01T09:00:00Z');
  return at;
}

export const parseList = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Whether the event is kept. Events without `metadata.at` are kept only when no time bound is given. */
export function keepsEvent(filter: EventFilter, event: RecordedEvent): boolean {
  if (filter.types && !filter.types.includes(event.type)) return false;
  if (filter.streamPrefix && !event.streamName.startsWith(filter.streamPrefix)) return false;
  if (filter.sinceMs !== undefined || filter.untilMs !== undefined) {
    const at = Date.parse(event.metadata.at ?? '');
    if (Number.isNaN(at)) return false;
    if (filter.sinceMs !== undefined && at < filter.sinceMs) return false;
    if (filter.untilMs !== undefined && at > filter.untilMs) return false;
  }
  return true;
}

/** Whether the export can stop: past `--to`. */
export const pastEnd = (filter: EventFilter, event: RecordedEvent) =>
  filter.toPosition !== undefined && event.position > filter.toPosition;

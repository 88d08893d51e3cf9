import { ACCESS_EVENTS, tagsForAccessEvent } from './access-events';
import type { InvalidationTag } from './invalidation';
import { REPORT_RESOLVED, tagsForReportResolved } from './report-events';

/** A named server event: the cache tags it makes stale, and the notice (if any) that tells the user. */
export type NamedEvent = {
  event: string;
  tags: (payload: unknown) => InvalidationTag[];
  /** Tells the user; `navigate` follows the app's router (a notice may link to a page). */
  notice?: (payload: unknown, navigate: (to: string) => void) => void;
};

// Issue 41: the outcome of the learner's question report; the notice's code and texts load with the first one.
const showReportResolved: NamedEvent['notice'] = (payload, navigate) =>
  void import('./components/ReportResolvedNotice').then((notice) =>
    notice.showReportResolved(payload, navigate),
  );

/**
 * docs/contracts.md's named events, mapped to RTK Query tags so an open page follows at once. Loaded with the socket
 * (socket-factory.ts re-exports it), after the first paint: no event can arrive before the socket exists.
 */
export const NAMED_EVENTS: readonly NamedEvent[] = [
  ...ACCESS_EVENTS.map((event) => ({
    event,
    tags: (payload: unknown) => tagsForAccessEvent(event, payload),
  })),
  { event: REPORT_RESOLVED, tags: tagsForReportResolved, notice: showReportResolved },
];

/**
 * An event id that already exists somewhere else in the log (another stream, or another place in the same
 * stream). A retry of the very same append is idempotent and does not raise this.
 */
export class DuplicateEventIdError extends Error {
  readonly status = 409;
  readonly code = 'DUPLICATE_EVENT_ID';
  constructor(
    readonly streamName: string,
    readonly eventId: string,
  ) {
    super(`Event id ${eventId} already exists outside the place it is being appended to in ${streamName}`);
    this.name = 'DuplicateEventIdError';
  }
}

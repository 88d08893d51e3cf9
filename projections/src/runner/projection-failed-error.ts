import type { RecordedEvent } from '@exam/platform';

/** A projection threw while applying an event: a defect (500), never a reason to skip the event. */
export class ProjectionFailedError extends Error {
  readonly status = 500;
  readonly code = 'PROJECTION_FAILED';
  readonly eventType: string;
  readonly position: number;
  readonly streamName: string;

  constructor(
    readonly projection: string,
    event: RecordedEvent,
    cause: unknown,
  ) {
    super(
      `Projection ${projection} failed on ${event.type} at position ${event.position}: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'ProjectionFailedError';
    this.eventType = event.type;
    this.position = event.position;
    this.streamName = event.streamName;
  }
}

import type { EventMetadata, RecordedEvent } from '../port.js';

export type EventRow = {
  position: number;
  id: string;
  stream: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
};

export const toRecordedEvent = (row: EventRow): RecordedEvent => ({
  id: row.id,
  type: row.type,
  data: JSON.parse(row.data) as unknown,
  metadata: JSON.parse(row.metadata) as EventMetadata,
  streamName: row.stream,
  revision: row.revision,
  position: row.position,
});

import type { RecordedEvent as EsdbRecordedEvent, Position } from '@eventstore/db-client';
import type { EventMetadata, RecordedEvent } from '../port.js';
import { toOurPosition } from './positions.js';

const decodeData = (event: EsdbRecordedEvent): unknown => {
  if (event.isJson) return event.data;
  // Not written by us (binary content type): keep JSON if it is JSON, else hand over the UTF-8 text.
  const text = Buffer.from(event.data as Uint8Array).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const decodeMetadata = (event: EsdbRecordedEvent): EventMetadata => {
  const metadata = event.metadata;
  const fallback = { at: event.created.toISOString() };
  if (
    metadata === null ||
    typeof metadata !== 'object' ||
    Array.isArray(metadata) ||
    metadata instanceof Uint8Array
  )
    return fallback;
  return { ...fallback, ...(metadata as Partial<EventMetadata>) };
};

export const toRecordedEvent = (event: EsdbRecordedEvent, position: Position | undefined): RecordedEvent => {
  if (!position)
    throw new Error(
      `EventStoreDB gave no position for ${event.streamId}@${event.revision}: a server of version 22.6 or later is required`,
    );
  return {
    id: event.id,
    type: event.type,
    data: decodeData(event),
    metadata: decodeMetadata(event),
    streamName: event.streamId,
    revision: Number(event.revision),
    position: toOurPosition(position),
  };
};

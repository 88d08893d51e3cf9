import type { Notification } from '@exam/platform';

/** The cache-invalidation notification of docs/contracts.md. */
export const INVALIDATE = 'invalidate';

export type InvalidationTag = { type: string; id?: string };
export type InvalidatePayload = { tags: InvalidationTag[]; position: number };

export const invalidate = (tags: InvalidationTag[], position: number, rooms?: string[]): Notification => ({
  event: INVALIDATE,
  payload: { tags, position } satisfies InvalidatePayload,
  ...(rooms ? { rooms } : {}),
});

const roomsKey = (rooms: string[] | undefined) => (rooms ? JSON.stringify([...rooms].sort()) : '*');

const isInvalidatePayload = (payload: unknown): payload is InvalidatePayload =>
  typeof payload === 'object' && payload !== null && Array.isArray((payload as InvalidatePayload).tags);

/**
 * Collapses a batch's notifications: `invalidate` notifications for the same rooms become one carrying the
 * union of their tags and the highest position (a catch-up of thousands of events sends a handful of
 * messages, not thousands); any other notification is sent once however often it was raised.
 */
export const mergeNotifications = (notifications: readonly Notification[]): Notification[] => {
  const merged = new Map<string, Notification>();
  for (const notification of notifications) {
    if (notification.event === INVALIDATE && isInvalidatePayload(notification.payload)) {
      const key = `${INVALIDATE}|${roomsKey(notification.rooms)}`;
      const known = merged.get(key);
      if (!known) {
        merged.set(key, {
          ...notification,
          payload: { tags: uniqueTags(notification.payload.tags), position: notification.payload.position },
        });
        continue;
      }
      const payload = known.payload as InvalidatePayload;
      known.payload = {
        tags: uniqueTags([...payload.tags, ...notification.payload.tags]),
        position: Math.max(payload.position, notification.payload.position),
      } satisfies InvalidatePayload;
      continue;
    }
    const key = JSON.stringify([notification.event, roomsKey(notification.rooms), notification.payload]);
    if (!merged.has(key)) merged.set(key, notification);
  }
  return [...merged.values()];
};

const uniqueTags = (tags: readonly InvalidationTag[]): InvalidationTag[] => {
  const byKey = new Map<string, InvalidationTag>();
  for (const tag of tags) byKey.set(`${tag.type}|${tag.id ?? ''}`, tag);
  return [...byKey.values()];
};

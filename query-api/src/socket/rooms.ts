/** Room names shared with the NotificationBus contract (platform/src/notification-bus/port.ts). */
export const userRoom = (userId: string) => `user:${userId}`;
export const ADMINS_ROOM = 'admins';
/**
 * Everyone following a set: a learner's sockets join the rooms of the sets they have progress in (at connection,
 * and when their own progress of another set is notified). Catalogue changes that concern every learner of a set
 * (title, question total, question content) reach them as one message to this room.
 */
export const setRoom = (questionSetId: string) => `set:${questionSetId}`;
const USER_ROOM_PREFIX = 'user:';

/** The user rooms among a notification's rooms. */
export const userRoomsOf = (rooms: readonly string[]): string[] =>
  rooms.filter((room) => room.startsWith(USER_ROOM_PREFIX));

/** The sets whose progress an invalidation payload names (`{ type: 'Progress', id: setId }` tags). */
export const progressSetsOf = (payload: unknown): string[] => {
  const tags = (payload as { tags?: unknown } | null)?.tags;
  if (!Array.isArray(tags)) return [];
  return tags.flatMap((tag: { type?: unknown; id?: unknown }) =>
    tag?.type === 'Progress' && typeof tag.id === 'string' && tag.id !== 'LIST' ? [tag.id] : [],
  );
};

/** The rooms a connected principal belongs to. */
export const roomsFor = (principal: { userId: string; isAdmin: boolean }): string[] =>
  principal.isAdmin ? [userRoom(principal.userId), ADMINS_ROOM] : [userRoom(principal.userId)];

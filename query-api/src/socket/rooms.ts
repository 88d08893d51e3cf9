/** Room names shared with the NotificationBus contract (platform/src/notification-bus/port.ts). */
export const userRoom = (userId: string) => `user:${userId}`;
export const ADMINS_ROOM = 'admins';

/** The rooms a connected principal belongs to. */
export const roomsFor = (principal: { userId: string; isAdmin: boolean }): string[] =>
  principal.isAdmin ? [userRoom(principal.userId), ADMINS_ROOM] : [userRoom(principal.userId)];

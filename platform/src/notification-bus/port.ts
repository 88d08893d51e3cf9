/**
 * Notifications are published after a read model is committed and fanned out by the socket server.
 * Rooms: `user:<id>`, `admins`; no rooms means everyone.
 */
export type Notification = {
  event: string;
  payload: unknown;
  rooms?: string[];
};

export interface NotificationBus {
  publish(notification: Notification): Promise<void>;
  /** Returns an unsubscribe function. */
  subscribe(handler: (notification: Notification) => void): () => void;
  close(): Promise<void>;
}

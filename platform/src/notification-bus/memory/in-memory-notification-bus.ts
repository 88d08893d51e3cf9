import type { Notification, NotificationBus } from '../port.js';

/** The embedded profile's bus: synchronous fan-out in this process; one failing handler does not stop the others. */
export class InMemoryNotificationBus implements NotificationBus {
  private readonly handlers = new Set<(notification: Notification) => void>();

  constructor(private readonly onHandlerError: (error: unknown) => void = () => {}) {}

  async publish(notification: Notification): Promise<void> {
    for (const handler of [...this.handlers]) {
      try {
        handler(notification);
      } catch (error) {
        this.onHandlerError(error);
      }
    }
  }

  subscribe(handler: (notification: Notification) => void): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}

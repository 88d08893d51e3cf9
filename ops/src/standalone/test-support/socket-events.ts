import type { Socket } from 'socket.io-client';

/**
 * The next `event` on `socket` that `accept` takes. Listen before the action that causes it: socket.io drops a
 * message that arrives while nobody listens, and a projection can notify before the command's response is read.
 */
export const nextEvent = <T>(
  socket: Socket,
  event: string,
  accept: (payload: T) => boolean = () => true,
  timeoutMs = 10_000,
) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, handler);
      reject(new Error(`no matching ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const handler = (payload: T) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, handler);
      resolve(payload);
    };
    socket.on(event, handler);
  });

/**
 * Records every `event` on `socket` from now on, for a test that learns what to wait for only after acting
 * (the id of a set it creates): `next` looks at what already arrived before it waits for more.
 */
export const recordEvents = <T>(socket: Socket, event: string) => {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return {
    received,
    next: (accept: (payload: T) => boolean, timeoutMs = 10_000): Promise<T> => {
      const already = received.find(accept);
      return already !== undefined ? Promise.resolve(already) : nextEvent(socket, event, accept, timeoutMs);
    },
  };
};

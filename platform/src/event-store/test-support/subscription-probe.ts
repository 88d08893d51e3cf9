import type { Subscription, SubscriptionMessage } from '../port.js';

/** Pulls messages one by one (as a consumer would) until `enough` says so, failing after a timeout. */
export const pullUntil = async (
  iterator: AsyncIterator<SubscriptionMessage>,
  enough: (received: SubscriptionMessage[]) => boolean,
  timeoutMs = 5000,
): Promise<SubscriptionMessage[]> => {
  const received: SubscriptionMessage[] = [];
  const deadline = Date.now() + timeoutMs;
  while (!enough(received)) {
    const remaining = deadline - Date.now();
    // Checked here too: a subscription that answers at once forever would never let the timer fire.
    if (remaining <= 0) throw new Error(`Subscription timed out after ${received.length} messages`);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), remaining);
    });
    const next = await Promise.race([iterator.next(), timedOut]);
    clearTimeout(timer);
    if (next === 'timeout') throw new Error(`Subscription timed out; received ${JSON.stringify(received)}`);
    if (next.done) throw new Error('Subscription ended early');
    received.push(next.value);
  }
  return received;
};

export const iterate = (subscription: Subscription): AsyncIterator<SubscriptionMessage> =>
  subscription[Symbol.asyncIterator]();

export const eventIdsIn = (messages: SubscriptionMessage[], ids: Set<string>): string[] =>
  messages.flatMap((message) =>
    message.kind === 'event' && ids.has(message.event.id) ? [message.event.id] : [],
  );

/** True once every id arrived and a later caughtUp message followed the last of them. */
export const receivedAllThenCaughtUp =
  (ids: string[]) =>
  (messages: SubscriptionMessage[]): boolean => {
    const wanted = new Set(ids);
    const lastIndex = messages.findLastIndex(
      (message) => message.kind === 'event' && wanted.has(message.event.id),
    );
    if (eventIdsIn(messages, wanted).length < ids.length) return false;
    return messages.slice(lastIndex + 1).some((message) => message.kind === 'caughtUp');
  };

import { type UserCommand, userDecider, userStream } from '@exam/domain';
import { type EventStore, handleCommand } from '@exam/platform';

export type UserCommandResult = {
  /** Global position to read the write back at; the stream's last event when nothing changed (0: none). */
  position: number;
  eventCount: number;
};

/** Runs one command against the user's stream (`user-<sub>`). */
export type ExecuteUserCommand = (command: UserCommand) => Promise<UserCommandResult>;

export const userExecutor =
  (eventStore: Pick<EventStore, 'readStream' | 'append'>): ExecuteUserCommand =>
  async (command) => {
    const streamName = userStream(command.data.userId);
    const result = await handleCommand({ eventStore, decider: userDecider, streamName, command });
    if (result.events.length > 0) return { position: result.position, eventCount: result.events.length };
    // A no-op still answers a position the read model may already include, so the caller can wait for it.
    const last = (await eventStore.readStream(streamName)).at(-1);
    return { position: last?.position ?? 0, eventCount: 0 };
  };

import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  type CommandMetadata,
  type QuestionSetCommand,
  QuestionSetMessages,
  type QuestionSetState,
  questionSetDecider,
  questionSetStream,
  sequenceDecider,
} from '@exam/domain';
import { NotFoundError } from '@exam/domain/errors';
import {
  type AggregateStateCache,
  type EventStore,
  handleCommand,
  type Logger,
  type Principal,
} from '@exam/platform';
import type { Request } from 'express';

export type ExecutionResult = {
  /** Global position to read the write back at (X-Min-Position); the set's last event when nothing changed. */
  position: number;
  /** How many events the commands appended (0: every command was a no-op). */
  eventCount: number;
};

/**
 * Runs commands against one question set's stream as one decision: each decides on the state the previous
 * left, a refusal of any refuses them all (nothing appended), and their events go in one append.
 */
export type ExecuteQuestionSetCommands = (
  questionSetId: string,
  commands: readonly QuestionSetCommand[],
) => Promise<ExecutionResult>;

export const CORRELATION_HEADER = 'X-Correlation-Id';

/** Who asked and when, copied onto every event; one correlation id ties the events of one request together. */
export const commandMetadataOf = ({
  principal,
  headers,
}: {
  principal?: Principal | null | undefined;
  headers: IncomingHttpHeaders;
}): CommandMetadata => {
  const correlationId = headers['x-correlation-id'];
  return {
    ...(principal ? { userId: principal.userId } : {}),
    correlationId: typeof correlationId === 'string' && correlationId !== '' ? correlationId : randomUUID(),
    at: new Date().toISOString(),
  };
};

/** commandMetadataOf an express request. */
export const commandMetadata = (req: Request): CommandMetadata => commandMetadataOf(req);

/**
 * `stateCache`: folded set states kept between commands, so a long set (a 10,000-question import, chunk after
 * chunk) is not read and folded from its start for every command (the set decider never mutates its state).
 */
const questionSetSequenceDecider = sequenceDecider(questionSetDecider);

export const questionSetExecutor =
  (
    eventStore: Pick<EventStore, 'readStream' | 'append'>,
    logger?: Pick<Logger, 'debug'>,
    stateCache?: AggregateStateCache<QuestionSetState>,
  ): ExecuteQuestionSetCommands =>
  async (questionSetId, commands) => {
    const streamName = questionSetStream(questionSetId);
    const metadata = commands[0]?.metadata;
    const result =
      commands.length === 0
        ? { events: [], position: 0 }
        : await handleCommand({
            eventStore,
            decider: questionSetSequenceDecider,
            streamName,
            command: { type: 'CommandSequence', data: { commands }, ...(metadata ? { metadata } : {}) },
            ...(stateCache ? { stateCache } : {}),
          });
    const eventCount = result.events.length;
    let position = result.position;
    if (eventCount === 0) position = await lastPositionOfLiveSet(eventStore, questionSetId);
    logger?.debug(
      { questionSetId, commands: commands.map((command) => command.type), eventCount, position },
      'question set commands handled',
    );
    return { position, eventCount };
  };

/**
 * A request that changed nothing still answers a position (the set's last event, which the read models may
 * already include) and still refuses a set that does not exist, as a changing request would.
 */
const lastPositionOfLiveSet = async (eventStore: Pick<EventStore, 'readStream'>, questionSetId: string) => {
  const history = await eventStore.readStream(questionSetStream(questionSetId));
  const last = history.at(-1);
  if (!last || last.type === 'QuestionSetDeleted') {
    throw new NotFoundError(QuestionSetMessages.notFound, 'QUESTION_SET_NOT_FOUND');
  }
  return last.position;
};

import {
  type CommandMetadata,
  evolvePractice,
  initialPracticeState,
  type PracticeCommand,
  type PracticeEvent,
  type PracticeState,
  practiceDecider,
  practiceStream,
  type RecordAnswerBody,
  refusalOfAnswer,
} from '@exam/domain';
import { ValidationError } from '@exam/domain/errors';
import { checkAnsweredAt } from '@exam/domain/rules';
import type { AnswerBatchOutcome, AnswerOutcome as AnswerOutcomeView } from '@exam/domain/schemas';
import type { DocumentStore } from '@exam/platform';
import { AggregateStateCache, DuplicateEventIdError, type EventStore, handleCommand } from '@exam/platform';
import { clientIdInUse, eventIdOf } from './answer-ids.js';
import {
  type AnswerFacts,
  catalogueLookup,
  readAnswerFacts,
  readSet,
  setOfQuestion,
} from './catalogue-facts.js';

export type PracticeServiceDependencies = {
  eventStore: Pick<EventStore, 'readStream' | 'append'>;
  documentStore: DocumentStore;
  /** The catalogue projections' version, where they run in this process: sets and questions are remembered. */
  catalogueVersion?: () => number;
};

/**
 * What RecordAnswer reveals (the domain's contract: the judgement, the correct options and the explanation of
 * THIS question), with the global position of the recorded answer (0 for a visitor).
 */
export type AnswerOutcome = AnswerOutcomeView & { position: number };

export type PracticeService = ReturnType<typeof practiceService>;

/** answeredAt, when given, must lie within Bounds.answerAgeDays of now (refused, never clamped). */
const checkAnswerTime = (answeredAt: string | undefined, now: Date) => {
  if (answeredAt === undefined) return;
  const message = checkAnsweredAt(new Date(answeredAt), now);
  if (message) throw new ValidationError(message, 'ANSWERED_AT_OUT_OF_RANGE', { field: 'answeredAt' });
};

/** The practice commands, shared by the HTTP routes and the socket handlers. */
export const practiceService = ({
  eventStore,
  documentStore,
  catalogueVersion,
}: PracticeServiceDependencies) => {
  const lookup = catalogueLookup(documentStore, catalogueVersion);
  // A learner's practice stream grows with every answer: keep its folded state instead of re-reading it
  // from the start per command (evolvePractice and decidePractice never mutate a state; they copy).
  const stateCache = new AggregateStateCache<PracticeState>();
  /** Runs a command on the learner's practice stream; returns the decided-on state and the append result. */
  const run = async (command: PracticeCommand) => {
    let decidedOn: PracticeState = initialPracticeState();
    const result = await handleCommand({
      eventStore,
      // Keeps the state the decision was taken on (the last attempt's, after a version conflict).
      decider: {
        ...practiceDecider,
        decide: (cmd, state) => {
          decidedOn = state;
          return practiceDecider.decide(cmd, state);
        },
      },
      streamName: practiceStream(command.data.userId, command.data.questionSetId),
      command,
      stateCache,
      eventIdOf,
    }).catch((error: unknown) => {
      throw error instanceof DuplicateEventIdError ? clientIdInUse() : error;
    });
    return { state: decidedOn, result };
  };

  /** The position a caller can wait for when a command changed nothing: the stream's last event. */
  const lastPosition = async (userId: string, questionSetId: string) => {
    const [last] = await eventStore.readStream(practiceStream(userId, questionSetId), {
      direction: 'backwards',
      maxCount: 1,
    });
    return last?.position ?? 0;
  };

  const positionOf = async (userId: string, questionSetId: string, appended: number) =>
    appended > 0 ? appended : lastPosition(userId, questionSetId);

  return {
    /**
     * Judges an answer. A signed-in learner's answer is recorded on the practice stream (the decider checks
     * the trial); a visitor's gets the same checks and judgement, and nothing is stored.
     */
    async recordAnswer(
      caller: { userId: string } | null,
      questionSetId: string,
      body: RecordAnswerBody,
      metadata: CommandMetadata,
    ): Promise<AnswerOutcome> {
      checkAnswerTime(body.answeredAt, new Date());
      const facts = await readAnswerFacts(documentStore, caller, questionSetId, body.questionId, lookup);
      const { hasAccess, trialLimit } = facts.access;
      const command = {
        type: 'RecordAnswer',
        data: {
          userId: caller?.userId ?? 'visitor',
          questionSetId,
          questionId: body.questionId,
          selectedOptionIds: body.selectedOptionIds,
          timeSpentMs: body.timeSpentMs,
          mode: body.mode,
          guessed: body.guessed,
          ...(body.clientId === undefined ? {} : { clientId: body.clientId }),
          ...(body.answeredAt === undefined ? {} : { answeredAt: new Date(body.answeredAt).toISOString() }),
          question: facts.question,
          access: { hasAccess, trialLimit },
        },
        metadata,
      } satisfies PracticeCommand;
      const reveal = {
        correctOptionIds: facts.question.correctOptionIds,
        explanation: facts.question.explanation,
      };
      if (!caller) {
        const [event] = practiceDecider.decide(command, initialPracticeState()) as Array<{
          data: { isCorrect: boolean };
        }>;
        return {
          isCorrect: event?.data.isCorrect ?? false,
          ...reveal,
          answeredCount: null,
          trialLimit,
          // A visitor's trial ends with the last trial question (nothing else is known of their answers).
          trialEnded: !hasAccess && facts.question.orderIndex + 1 >= trialLimit,
          hasAccess,
          position: 0,
        };
      }
      const { state, result } = await run(command);
      const recorded = result.events[0]?.data as { isCorrect: boolean } | undefined;
      // No event: a resend of an answer recorded before (its client id is known); it answers the same.
      const isCorrect = recorded?.isCorrect ?? state.clientAnswers.get(body.clientId ?? '') ?? false;
      const answeredCount = recorded
        ? state.answers.size + (state.answers.has(body.questionId) ? 0 : 1)
        : state.answers.size;
      return {
        isCorrect,
        ...reveal,
        answeredCount,
        trialLimit,
        trialEnded: !hasAccess && answeredCount >= trialLimit,
        hasAccess,
        position: recorded ? result.position : await lastPosition(caller.userId, questionSetId),
      };
    },

    /**
     * The offline outbox of one set (RecordAnswers): each answer checked as a single one, decided in order,
     * appended together or refused together. Answers already recorded (same client id) append nothing.
     */
    async recordAnswers(
      userId: string,
      questionSetId: string,
      answers: Array<RecordAnswerBody & { clientId: string }>,
      metadata: CommandMetadata,
    ): Promise<AnswerBatchOutcome & { position: number }> {
      const now = new Date();
      // The set first: its absence refuses the batch as a whole, not one answer of it.
      await readSet(lookup, questionSetId);
      const facts: AnswerFacts[] = [];
      for (const [index, answer] of answers.entries()) {
        try {
          checkAnswerTime(answer.answeredAt, now);
          facts.push(
            await readAnswerFacts(documentStore, { userId }, questionSetId, answer.questionId, lookup),
          );
        } catch (error) {
          // An answer too old, a question deleted since: the refusal names the answer (details.answerIndex).
          throw refusalOfAnswer(index, error);
        }
      }
      // The access is the set's (one grant): the last read is the freshest.
      const { hasAccess, trialLimit } = facts.at(-1)?.access ?? { hasAccess: false, trialLimit: 0 };
      const { state, result } = await run({
        type: 'RecordAnswers',
        data: {
          userId,
          questionSetId,
          answers: answers.map((answer, index) => ({
            question: (facts[index] as AnswerFacts).question,
            questionId: answer.questionId,
            selectedOptionIds: answer.selectedOptionIds,
            timeSpentMs: answer.timeSpentMs,
            mode: answer.mode,
            guessed: answer.guessed,
            clientId: answer.clientId,
            ...(answer.answeredAt === undefined
              ? {}
              : { answeredAt: new Date(answer.answeredAt).toISOString() }),
            access: { hasAccess, trialLimit },
          })),
        },
        metadata,
      });
      const after = (result.events as unknown as PracticeEvent[]).reduce(evolvePractice, state);
      return {
        appended: result.events.length,
        answers: answers.map(({ clientId }) => ({
          clientId,
          isCorrect: after.clientAnswers.get(clientId) ?? false,
        })),
        answeredCount: after.answers.size,
        trialLimit,
        hasAccess,
        position: result.events.length > 0 ? result.position : await lastPosition(userId, questionSetId),
      };
    },

    async saveProgress(
      userId: string,
      questionSetId: string,
      change: { lastQuestionIndex?: number | undefined; timeSpentMs?: number | undefined },
      metadata: CommandMetadata,
    ): Promise<number> {
      await readSet(lookup, questionSetId);
      const data = {
        userId,
        questionSetId,
        ...(change.lastQuestionIndex === undefined ? {} : { lastQuestionIndex: change.lastQuestionIndex }),
        ...(change.timeSpentMs === undefined ? {} : { timeSpentMs: change.timeSpentMs }),
      };
      const { result } = await run({ type: 'SaveProgress', data, metadata });
      return positionOf(userId, questionSetId, result.position);
    },

    async reset(userId: string, questionSetId: string, metadata: CommandMetadata): Promise<number> {
      // A deleted set's practice is gone with it (admin spec §5): 404, nothing appended to its old stream.
      await readSet(lookup, questionSetId);
      const { result } = await run({ type: 'ResetPractice', data: { userId, questionSetId }, metadata });
      return positionOf(userId, questionSetId, result.position);
    },

    async saveWrongAnswer(
      userId: string,
      body: { questionSetId: string; questionId: string; selectedOptionIds: string[] },
      metadata: CommandMetadata,
    ): Promise<number> {
      // The practice stream outlives a deleted set; its judgements must not confirm entries of a set that is gone.
      await readSet(lookup, body.questionSetId);
      await run({ type: 'SaveWrongAnswer', data: { userId, ...body }, metadata });
      return lastPosition(userId, body.questionSetId);
    },

    async changeMemo(
      userId: string,
      entry: { questionSetId: string; questionId: string },
      memo: string,
      metadata: CommandMetadata,
    ): Promise<number> {
      const { result } = await run({
        type: 'ChangeWrongAnswerMemo',
        data: { userId, ...entry, memo },
        metadata,
      });
      return positionOf(userId, entry.questionSetId, result.position);
    },

    async removeWrongAnswer(
      userId: string,
      entry: { questionSetId: string; questionId: string },
      metadata: CommandMetadata,
    ): Promise<number> {
      const { result } = await run({ type: 'RemoveWrongAnswer', data: { userId, ...entry }, metadata });
      return result.position;
    },

    setOfQuestion: (questionId: string) => setOfQuestion(lookup, questionId),
  };
};

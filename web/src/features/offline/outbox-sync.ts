import { Bounds } from '@exam/domain/rules';

/**
 * The offline outbox's sync (issue 26 item 4), independent of where the outbox is kept: answers given with no
 * connection, each with its client id and its own time, are sent in the order given, per set, in batches of at
 * most Bounds.answersPerBatch. A resend is harmless (the server appends nothing for a known client id), so an
 * answer leaves the outbox only once the server has answered for it. A refusal (the set was deleted, the access
 * ended, the trial is used up) is reported to the learner with the server's message, never dropped silently; a
 * network failure or a 5xx stops the sync and keeps everything from there on for the next attempt.
 */
export type OutboxAnswer = {
  clientId: string;
  questionSetId: string;
  questionId: string;
  selectedOptionIds: string[];
  timeSpentMs: number;
  answeredAt: string;
  guessed?: boolean;
  /** How the quiz was opened (a review of wrong answers offline stays one when it is sent). */
  mode?: 'normal' | 'trial' | 'wrong-answers' | 'review' | 'unseen';
};

/** What sending one batch came to: the server's answer, or no answer at all (offline, timeout, 5xx). */
export type BatchReply =
  | { kind: 'recorded'; judgements: Array<{ clientId: string; isCorrect: boolean }> }
  | { kind: 'refused'; status: number; message: string; answerIndex?: number }
  | { kind: 'unreachable' };

export type SendBatch = (questionSetId: string, answers: OutboxAnswer[]) => Promise<BatchReply>;

export type SyncResult = {
  /** Client ids the server has recorded (or had recorded before): remove them from the outbox. */
  recorded: string[];
  /** Answers the server refused, with its message: shown to the learner, then removed by the learner. */
  conflicts: Array<{ questionSetId: string; clientIds: string[]; message: string }>;
  /** Still waiting (the connection dropped during the sync): the badge keeps counting them. */
  pending: number;
};

/** Consecutive runs of one set, in the order answered, cut at the batch bound. */
export const batchesOf = (outbox: readonly OutboxAnswer[], max = Bounds.answersPerBatch.max) => {
  const batches: OutboxAnswer[][] = [];
  for (const answer of outbox) {
    const last = batches.at(-1);
    if (last && last.length < max && last[0]?.questionSetId === answer.questionSetId) last.push(answer);
    else batches.push([answer]);
  }
  return batches;
};

export const syncOutbox = async (outbox: readonly OutboxAnswer[], send: SendBatch): Promise<SyncResult> => {
  const result: SyncResult = { recorded: [], conflicts: [], pending: 0 };
  const batches = batchesOf(outbox);
  for (const [index, batch] of batches.entries()) {
    const questionSetId = batch[0]?.questionSetId ?? '';
    const reply = await send(questionSetId, batch);
    if (reply.kind === 'unreachable') {
      result.pending = batches.slice(index).reduce((sum, rest) => sum + rest.length, 0);
      break;
    }
    if (reply.kind === 'recorded') result.recorded.push(...reply.judgements.map((entry) => entry.clientId));
    else
      result.conflicts.push({
        questionSetId,
        clientIds: batch.map((answer) => answer.clientId),
        message: reply.message,
      });
  }
  return result;
};

import { Bounds } from '@exam/domain/rules';

/**
 * The offline outbox's sync (issue 26 item 4), independent of where the outbox is kept: answers given with no
 * connection, each with its client id and its own time, are sent in the order given, per set, in batches of at
 * most Bounds.answersPerBatch. A resend is harmless (the server appends nothing for a known client id), so an
 * answer leaves the outbox only once the server has answered for it. A refusal (the set was deleted, the access
 * ended, the trial is used up) is reported to the learner with the server's message, never dropped silently; a
 * network failure or a 5xx stops the sync and keeps everything from there on for the next attempt.
 *
 * The batch route is all-or-nothing: one answer it refuses (a stale option, an answer too old, a question deleted
 * since) refuses the whole batch. Such a refusal, about one answer rather than the set or the session, is
 * followed by the batch sent again without the answer it names (answerIndex), or, when it names none, by its
 * answers one per request (each is idempotent by its client id), so the good ones are kept and only the refused
 * ones are reported: at most the batch's size extra requests, only then.
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
  | { kind: 'refused'; status: number; message: string; code?: string; answerIndex?: number }
  | { kind: 'unreachable' };

export type SendBatch = (questionSetId: string, answers: OutboxAnswer[]) => Promise<BatchReply>;

export type SyncResult = {
  /** Client ids the server has recorded (or had recorded before): remove them from the outbox. */
  recorded: string[];
  /** Answers the server refused, with its message: shown to the learner, then removed by the learner. */
  conflicts: Array<{ questionSetId: string; clientIds: string[]; message: string; status: number }>;
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

/**
 * Refusals that concern the set or the session, not one answer: the access ended or is a trial (403), the set is
 * gone (404, unless it is the question that is gone). Every answer of the batch would be refused the same way.
 */
export const refusesWholeSet = (reply: { status: number; code?: string }) =>
  reply.status === 401 ||
  reply.status === 403 ||
  (reply.status === 404 && reply.code !== 'QUESTION_NOT_FOUND');

/**
 * The batch route names the refused answer before its message, in the caller's language (`3件目の解答: …`,
 * `第3条答案: …`, `Answer 3: …`); alone, the answer needs no number. The place is answerIndex + 1, or 1 for an
 * answer sent alone: a short lead holding that number before the first `: ` is the route's, not the message's.
 */
const withoutBatchIndex = (reply: { message: string; answerIndex?: number }) => {
  const { message } = reply;
  const cut = message.indexOf(': ');
  const place = new RegExp(`(^|\\D)${(reply.answerIndex ?? 0) + 1}(\\D|$)`);
  return cut > 0 && cut <= 24 && place.test(message.slice(0, cut)) ? message.slice(cut + 2) : message;
};

/** The answer a refusal names (the route's answerIndex), when it is one of the answers sent. */
const namedAnswer = (reply: { answerIndex?: number }, sent: readonly OutboxAnswer[]) => {
  const index = reply.answerIndex;
  return index !== undefined && Number.isInteger(index) && index >= 0 && index < sent.length ? index : null;
};

/**
 * One batch, with its refusals of single answers: a refusal that names its answer reports it and sends the rest
 * again; one that names none (and is not about the set) sends the rest one answer per request. Each extra request
 * leaves at least one answer behind, so there are at most as many as the batch has answers. Answers the server
 * never answered for (the connection dropped) are counted as pending.
 */
const syncBatch = async (
  questionSetId: string,
  batch: OutboxAnswer[],
  send: SendBatch,
  result: SyncResult,
) => {
  const conflict = (answers: readonly OutboxAnswer[], message: string, status: number) =>
    result.conflicts.push({
      questionSetId,
      clientIds: answers.map((answer) => answer.clientId),
      message,
      status,
    });
  let rest = batch;
  while (rest.length > 0) {
    const reply = await send(questionSetId, rest);
    if (reply.kind === 'unreachable') return rest.length;
    if (reply.kind === 'recorded') {
      result.recorded.push(...reply.judgements.map((entry) => entry.clientId));
      return 0;
    }
    const named = namedAnswer(reply, rest);
    if (named !== null) {
      conflict(rest.slice(named, named + 1), withoutBatchIndex(reply), reply.status);
      rest = rest.filter((_, position) => position !== named);
      continue;
    }
    if (rest.length === 1 || refusesWholeSet(reply)) {
      conflict(rest, rest.length === 1 ? withoutBatchIndex(reply) : reply.message, reply.status);
      return 0;
    }
    // Refused for one answer it does not name: each again on its own, so only the refused ones are reported.
    for (const [position, answer] of rest.entries()) {
      const single = await send(questionSetId, [answer]);
      if (single.kind === 'unreachable') return rest.length - position;
      if (single.kind === 'recorded')
        result.recorded.push(...single.judgements.map((entry) => entry.clientId));
      else conflict([answer], withoutBatchIndex(single), single.status);
    }
    return 0;
  }
  return 0;
};

export const syncOutbox = async (outbox: readonly OutboxAnswer[], send: SendBatch): Promise<SyncResult> => {
  const result: SyncResult = { recorded: [], conflicts: [], pending: 0 };
  const batches = batchesOf(outbox);
  for (const [index, batch] of batches.entries()) {
    const unsent = await syncBatch(batch[0]?.questionSetId ?? '', batch, send, result);
    if (unsent > 0) {
      result.pending = unsent + batches.slice(index + 1).reduce((sum, rest) => sum + rest.length, 0);
      break;
    }
  }
  return result;
};

import { randomUUID } from 'node:crypto';
import { saveProgressBody, TooManyRequestsError, UnauthorizedError } from '@exam/domain';
import { errorReply, localizeBody, replyLanguage } from '@exam/platform';
import { z } from 'zod';
import { parseWith } from '../validation/index.js';
import type { PracticeService } from './practice-service.js';

/*
 * Learner spec §7 realtime progress events. The shapes below are the part of socket.io these handlers use
 * (structural, so the command API needs no socket.io dependency); the socket server of @exam/query-api
 * puts the handshake's principal on `socket.data.principal`.
 */
type Ack = (payload: unknown) => void;
export type PracticeSocket = {
  id?: string;
  data: { principal?: { userId: string; language?: string } };
  /** The handshake's headers: its Accept-Language picks the language of the replies. */
  handshake?: { headers: { 'accept-language'?: string } };
  emit(event: string, payload: unknown): unknown;
  on(event: string, listener: (payload: unknown, ack?: unknown) => void): unknown;
};
export type PracticeSocketServer = {
  on(event: 'connection', listener: (socket: PracticeSocket) => void): unknown;
  to(room: string): { emit(event: string, payload: unknown): unknown };
};

export type PracticeSocketDependencies = {
  practice: PracticeService;
  /** progress:get's answer: the learner's saved answers of the set and where they were (the query side's read). */
  readProgress: (
    userId: string,
    questionSetId: string,
  ) => Promise<{
    answeredQuestions: Array<{
      questionId: string;
      questionIndex: number;
      isCorrect: boolean;
      selectedOptionIds: string[];
    }>;
    lastQuestionIndex: number;
  }>;
  /** A fault (not the caller's) is logged as an error with the socket and event, as HTTP logs its request id. */
  logger: { warn(details: object, message?: string): void; error(details: object, message?: string): void };
  /** Identical emits from one socket inside this window are refused (spec §9: emit throttle 2 s). */
  throttleMs?: number;
  now?: () => number;
};

export const PROGRESS_EVENTS = {
  get: 'progress:get',
  data: 'progress:data',
  getResult: 'progress:get:result',
  update: 'progress:update',
  updateResult: 'progress:update:result',
  reset: 'progress:reset',
  resetResult: 'progress:reset:result',
  delete: 'progress:delete',
} as const;

/** progress:get / reset / delete carry the set alone: any other field is refused by name, not dropped. */
const setOnly = z.strictObject({ questionSetId: saveProgressBody.shape.questionSetId });
/** progress:update: the client's answeredQuestions and any correctness it claims are ignored (answers come only through RecordAnswer). */
const updatePayload = saveProgressBody.pick({
  questionSetId: true,
  lastQuestionIndex: true,
  timeSpent: true,
});

type Logger = PracticeSocketDependencies['logger'];

/**
 * Socket.IO has no status line: a refusal is the HTTP side's envelope (errorReply: message, code; the caller's
 * fault a 4xx, anything else a 500 logged under the socket and event) with its status, and `error` (the
 * message) for the clients that show it.
 */
const refusal = (error: unknown, logger: Logger, socketId: string, event: string) => {
  const { status, body } = errorReply(error, logger, `socket:${socketId}:${event}`);
  const envelope = body as { message: string; code: string };
  return { ...envelope, error: envelope.message, status };
};

/**
 * progress:get -> progress:data; progress:update -> SaveProgress -> progress:update:result (and
 * progress:update to the learner's other devices); progress:reset -> PracticeReset -> progress:reset:result;
 * progress:delete -> reset, progress:reset:result and progress:delete to every device of the learner.
 * Only signed-in sockets; a socket.io acknowledgement, when the client passes one, gets the same result.
 */
export const registerPracticeSocketHandlers = (
  io: PracticeSocketServer,
  deps: PracticeSocketDependencies,
) => {
  const { practice, readProgress, logger } = deps;
  const throttleMs = deps.throttleMs ?? 2_000;
  const now = deps.now ?? Date.now;

  io.on('connection', (socket) => {
    const lastEmits = new Map<string, number>();
    const metadata = (userId: string) => ({
      userId,
      correlationId: randomUUID(),
      at: new Date().toISOString(),
    });

    /** Registers one event: auth, throttle, payload errors and acknowledgements handled alike. */
    const handle = (
      event: string,
      resultEvent: string,
      work: (userId: string, payload: unknown) => Promise<Record<string, unknown> | null>,
    ) => {
      socket.on(event, (payload, ack) => {
        const reply = (answer: Record<string, unknown>) => {
          // Said in the socket's language: its handshake's Accept-Language, then the learner's saved choice.
          const language = replyLanguage(socket.handshake?.headers ?? {}, socket.data.principal);
          const result = localizeBody(answer, language) as Record<string, unknown>;
          socket.emit(resultEvent, result);
          if (typeof ack === 'function') (ack as Ack)(result);
        };
        const principal = socket.data.principal;
        const refuse = (error: unknown) => reply(refusal(error, logger, String(socket.id), event));
        if (!principal) return refuse(new UnauthorizedError());
        const key = `${event}|${JSON.stringify(payload ?? null)}`;
        const at = now();
        const last = lastEmits.get(key);
        if (last !== undefined && at - last < throttleMs)
          return refuse(new TooManyRequestsError(undefined, Math.ceil((throttleMs - (at - last)) / 1000)));
        lastEmits.set(key, at);
        if (lastEmits.size > 100)
          for (const [k, t] of lastEmits) if (at - t >= throttleMs) lastEmits.delete(k);
        work(principal.userId, payload).then((result) => {
          if (result) reply({ success: true, ...result });
        }, refuse);
      });
    };

    handle(PROGRESS_EVENTS.get, PROGRESS_EVENTS.getResult, async (userId, payload) => {
      const { questionSetId } = parseWith(setOnly, payload);
      socket.emit(PROGRESS_EVENTS.data, { questionSetId, ...(await readProgress(userId, questionSetId)) });
      return null;
    });

    handle(PROGRESS_EVENTS.update, PROGRESS_EVENTS.updateResult, async (userId, payload) => {
      const { questionSetId, lastQuestionIndex, timeSpent } = parseWith(updatePayload, payload);
      const position = await practice.saveProgress(
        userId,
        questionSetId,
        { lastQuestionIndex, timeSpentMs: timeSpent },
        metadata(userId),
      );
      return { questionSetId, position };
    });

    handle(PROGRESS_EVENTS.reset, PROGRESS_EVENTS.resetResult, async (userId, payload) => {
      const { questionSetId } = parseWith(setOnly, payload);
      const position = await practice.reset(userId, questionSetId, metadata(userId));
      return { questionSetId, position };
    });

    handle(PROGRESS_EVENTS.delete, PROGRESS_EVENTS.resetResult, async (userId, payload) => {
      const { questionSetId } = parseWith(setOnly, payload);
      const position = await practice.reset(userId, questionSetId, metadata(userId));
      io.to(`user:${userId}`).emit(PROGRESS_EVENTS.delete, { questionSetId });
      return { questionSetId, position };
    });
  });
};

// A realistic event log for the rebuild benchmark: a catalogue, thousands of learners answering across sets,
// purchases and redeemed codes, written through the event store's own appends (group commit).
import { randomUUID } from 'node:crypto';
import {
  type PracticeEvent,
  type PurchaseEvent,
  practiceStream,
  purchaseStream,
  type QuestionSetEvent,
  questionSetStream,
  type RedeemCodeEvent,
  redeemCodeStream,
  type UserEvent,
  userStream,
} from '@exam/domain';
import type { EventStore, EventToAppend } from '@exam/platform';

type DomainEvent = QuestionSetEvent | PracticeEvent | PurchaseEvent | RedeemCodeEvent | UserEvent;

const SETS = 20;
const QUESTIONS_PER_SET = 50;
const ANSWERS_PER_CALL = 100;
/** Appends started in one turn: group commit writes them in one transaction. */
const CALLS_PER_GROUP = 64;

/** A small deterministic generator, so two runs build the same log. */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

export type LogShape = { events: number; learners: number; sets: number };

export async function writeRealisticLog(
  eventStore: Pick<EventStore, 'append'>,
  total: number,
): Promise<LogShape> {
  const next = random(42);
  const learners = Math.max(20, Math.round(total / 500));
  const at = (offsetMinutes: number) => new Date(Date.UTC(2026, 0, 1) + offsetMinutes * 60_000).toISOString();
  let written = 0;
  let pending: Array<Promise<unknown>> = [];
  const append = async (stream: string, events: DomainEvent[], userId?: string) => {
    const toAppend: EventToAppend[] = events.map((event) => ({
      id: randomUUID(),
      type: event.type,
      data: event.data,
      metadata: { at: at(written / 50), ...(userId ? { userId } : {}) },
    }));
    written += events.length;
    pending.push(eventStore.append(stream, toAppend, { expectedRevision: 'any' }));
    if (pending.length >= CALLS_PER_GROUP) {
      await Promise.all(pending);
      pending = [];
    }
  };

  const setId = (s: number) => `bench-set-${s}`;
  const questionId = (s: number, q: number) => `bench-q-${s}-${q}`;
  const paid = (s: number) => s % 4 === 0;
  for (let s = 0; s < SETS; s++) {
    const events: QuestionSetEvent[] = [
      {
        type: 'QuestionSetCreated',
        data: {
          questionSetId: setId(s),
          title: `ベンチ問題集 ${s}`,
          description: '負荷試験用',
          category: ['ネットワーク', 'データベース', 'セキュリティ'][s % 3] as string,
          icon: '📘',
          cardImage: null,
          isPaid: paid(s),
          price: paid(s) ? 1980 : 0,
          trialQuestions: paid(s) ? 3 : 0,
          validityPeriod: 180,
        },
      },
    ];
    for (let q = 0; q < QUESTIONS_PER_SET; q++)
      events.push({
        type: 'QuestionAdded',
        data: {
          questionSetId: setId(s),
          position: q,
          question: {
            id: questionId(s, q),
            text: `問${q + 1}: ベンチマーク用の問題文です。`,
            questionType: 'single',
            options: [0, 1, 2, 3].map((o) => ({
              id: `${questionId(s, q)}-o${o}`,
              text: `選択肢${o}`,
              isCorrect: o === 0,
            })),
            explanation: '<p>解説</p>',
          },
        },
      });
    await append(questionSetStream(setId(s)), events, 'admin-bench');
  }
  for (let l = 0; l < learners; l++) {
    const userId = `bench-learner-${l}`;
    await append(
      userStream(userId),
      [
        {
          type: 'UserRegistered',
          data: { userId, username: `learner${l}`, email: `l${l}@example.com`, isAdmin: false },
        },
      ],
      userId,
    );
    // One learner in ten buys a paid set; one in twenty redeems a code for another.
    if (l % 10 === 0) {
      const s = 4 * ((l / 10) % (SETS / 4));
      const paymentIntentId = `pi_bench_${l}`;
      await append(
        purchaseStream(paymentIntentId),
        [
          {
            type: 'PaymentIntentCreated',
            data: {
              paymentIntentId,
              userId,
              questionSetId: setId(s),
              amount: 1980,
              currency: 'jpy',
              provider: 'simulated',
              createdAt: at(l),
            },
          },
          {
            type: 'PurchaseCompleted',
            data: {
              purchaseId: `bench-purchase-${l}`,
              userId,
              questionSetId: setId(s),
              paymentIntentId,
              amount: 1980,
              currency: 'jpy',
              paymentMethod: 'card',
              purchasedAt: at(l),
              expiresAt: at(l + 180 * 1440),
            },
          },
        ],
        userId,
      );
    }
    if (l % 20 === 5) {
      const code = `BENCH${String(l).padStart(7, '0')}`;
      const ref = { codeId: `bench-code-${l}`, code, questionSetId: setId(4) };
      await append(
        redeemCodeStream(code),
        [
          { type: 'RedeemCodeGenerated', data: { ...ref, validityDays: 30, createdBy: 'admin-bench' } },
          {
            type: 'RedeemCodeRedeemed',
            data: { ...ref, userId, validityDays: 30, redeemedAt: at(l), expiresAt: at(l + 30 * 1440) },
          },
        ],
        userId,
      );
    }
  }
  // The rest: answers (and a saved position now and then) of random learners in random free sets.
  while (written < total) {
    const l = Math.floor(next() * learners);
    const s = 1 + Math.floor(next() * (SETS - 1));
    const set = paid(s) ? s + 1 : s;
    const userId = `bench-learner-${l}`;
    const count = Math.min(ANSWERS_PER_CALL, total - written);
    const events: PracticeEvent[] = [];
    for (let i = 0; i < count; i++) {
      const q = Math.floor(next() * QUESTIONS_PER_SET);
      events.push(
        i % 10 === 9
          ? {
              type: 'ProgressSaved',
              data: { userId, questionSetId: setId(set), lastQuestionIndex: q, timeSpentMs: 60_000 },
            }
          : {
              type: 'AnswerRecorded',
              data: {
                userId,
                questionSetId: setId(set),
                questionId: questionId(set, q),
                questionIndex: q,
                selectedOptionIds: [`${questionId(set, q)}-o${next() < 0.6 ? 0 : 1}`],
                isCorrect: false,
                timeSpentMs: 5_000 + Math.floor(next() * 60_000),
                mode: 'normal',
              },
            },
      );
    }
    for (const event of events)
      if (event.type === 'AnswerRecorded')
        event.data.isCorrect = event.data.selectedOptionIds[0]?.endsWith('-o0') ?? false;
    await append(practiceStream(userId, setId(set)), events, userId);
  }
  await Promise.all(pending);
  return { events: written, learners, sets: SETS };
}

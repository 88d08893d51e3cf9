import { randomInt, randomUUID } from 'node:crypto';
import {
  type CommandMetadata,
  codeNotFound,
  fold,
  generateRedeemCode,
  isDomainError,
  isWellFormedRedeemCode,
  type RedeemCodeEvent,
  type RedeemCodeRedeemed,
  type RedeemCodeState,
  redeemCodeDecider,
  redeemCodeStream,
  setInvalid,
} from '@exam/domain';
import type { GeneratedCode } from '@exam/domain/schemas';
import { type DocumentStore, type EventStore, handleCommand } from '@exam/platform';
import { currentGrantOf, purchasableSetOf } from '../purchases/lookups.js';

type Stores = {
  eventStore: Pick<EventStore, 'readStream' | 'append'>;
  documentStore: Pick<DocumentStore, 'collection'>;
};

const stateOf = async (eventStore: Pick<EventStore, 'readStream'>, code: string): Promise<RedeemCodeState> =>
  fold(
    redeemCodeDecider,
    (await eventStore.readStream(redeemCodeStream(code))) as unknown as RedeemCodeEvent[],
  );

const paidFactsOf = async (eventStore: Pick<EventStore, 'readStream'>, questionSetId: string) => {
  const set = await purchasableSetOf(eventStore, questionSetId);
  return set ? { questionSetId, isPaid: set.isPaid, title: set.title } : null;
};

export type { GeneratedCode };

/** Draws CSPRNG codes until one is free (a collision of 79-bit codes is not expected, but it is handled). */
const MAX_DRAWS_PER_CODE = 5;

export const generateCodes = async (
  { eventStore }: Stores,
  request: { questionSetId: string; validityDays: number; quantity: number; createdBy: string },
  metadata: CommandMetadata,
): Promise<{ codes: GeneratedCode[]; position: number }> => {
  const set = await paidFactsOf(eventStore, request.questionSetId);
  if (!set) throw setInvalid();
  const codes: GeneratedCode[] = [];
  let position = 0;
  for (let index = 0; index < request.quantity; index++) {
    for (let draw = 1; ; draw++) {
      const code = generateRedeemCode(randomInt);
      const codeId = randomUUID();
      try {
        const result = await handleCommand({
          eventStore,
          decider: redeemCodeDecider,
          streamName: redeemCodeStream(code),
          command: {
            type: 'GenerateRedeemCode',
            data: {
              codeId,
              code,
              questionSetId: request.questionSetId,
              validityDays: request.validityDays,
              createdBy: request.createdBy,
              set,
            },
            metadata,
          },
        });
        position = result.position;
        codes.push({
          id: codeId,
          code,
          questionSetId: request.questionSetId,
          validityDays: request.validityDays,
          createdAt: metadata.at ?? new Date().toISOString(),
        });
        break;
      } catch (error) {
        if (isDomainError(error) && error.code === 'REDEEM_CODE_TAKEN' && draw < MAX_DRAWS_PER_CODE) continue;
        throw error;
      }
    }
  }
  return { codes, position };
};

export type Redemption = {
  event: RedeemCodeRedeemed['data'];
  questionSet: { id: string; title: string };
  position: number;
};

/**
 * Learner spec §4 "Redeem modal", DESIGN.md item 7. The code's stream is read once to learn its set (for the
 * set's existence and the learner's current expiry), then decided and appended with its expected revision:
 * of concurrent redemptions one appends, the others retry (handleCommand) and are refused as used.
 */
export const redeemCode = async (
  { eventStore, documentStore }: Stores,
  request: { code: string; userId: string; questionSetId: string | null },
  metadata: CommandMetadata,
): Promise<Redemption> => {
  for (let attempt = 0; ; attempt++) {
    const state = await stateOf(eventStore, request.code);
    const codeSetId = state.status === 'absent' ? '' : state.questionSetId;
    const [set, grant] = codeSetId
      ? await Promise.all([
          paidFactsOf(eventStore, codeSetId),
          currentGrantOf(documentStore, request.userId, codeSetId),
        ])
      : [null, null];
    const at = metadata.at ?? new Date().toISOString();
    try {
      const result = await handleCommand({
        eventStore,
        decider: redeemCodeDecider,
        streamName: redeemCodeStream(request.code),
        command: {
          type: 'RedeemCode',
          data: {
            code: request.code,
            userId: request.userId,
            expectedQuestionSetId: request.questionSetId,
            codeSet: { questionSetId: codeSetId, exists: set !== null },
            currentExpiresAt: grant?.expiresAt ?? null,
            at,
          },
          metadata: { ...metadata, userId: request.userId, at },
        },
      });
      const event = result.events[0]?.data as RedeemCodeRedeemed['data'];
      return { event, questionSet: { id: codeSetId, title: set?.title ?? '' }, position: result.position };
    } catch (error) {
      // The code was moved to another set between our read and the decision: look again (bounded).
      if (isDomainError(error) && error.code === 'REDEEM_CODE_CHANGED' && attempt < 2) continue;
      throw error;
    }
  }
};

/** The `redeem_codes` read model of @exam/projections: the admin screens name codes by their id. */
const REDEEM_CODES = 'redeem_codes';

/** A code by its id (the admin list's id), or the code itself when a well-formed code is given. */
export const codeOfId = async (
  documentStore: Pick<DocumentStore, 'collection'>,
  id: string,
): Promise<string> => {
  const row = await documentStore.collection<{ id: string; code: string }>(REDEEM_CODES).get(id);
  if (row) return row.code;
  const asCode = id.trim().toUpperCase();
  if (isWellFormedRedeemCode(asCode)) return asCode;
  throw codeNotFound();
};

export const fixCodeSet = async (
  { eventStore, documentStore }: Stores,
  request: { codeId: string; questionSetId: string; fixedBy: string },
  metadata: CommandMetadata,
) => {
  const code = await codeOfId(documentStore, request.codeId);
  const set = await paidFactsOf(eventStore, request.questionSetId);
  const result = await handleCommand({
    eventStore,
    decider: redeemCodeDecider,
    streamName: redeemCodeStream(code),
    command: {
      type: 'FixRedeemCodeSet',
      data: { code, questionSetId: request.questionSetId, set, fixedBy: request.fixedBy },
      metadata,
    },
  });
  return { code, position: result.position || (await lastPosition(eventStore, code)) };
};

export const deleteCode = async (
  { eventStore, documentStore }: Stores,
  request: { codeId: string; deletedBy: string },
  metadata: CommandMetadata,
) => {
  const code = await codeOfId(documentStore, request.codeId);
  const result = await handleCommand({
    eventStore,
    decider: redeemCodeDecider,
    streamName: redeemCodeStream(code),
    command: { type: 'DeleteRedeemCode', data: { code, deletedBy: request.deletedBy }, metadata },
  });
  return { code, position: result.position || (await lastPosition(eventStore, code)) };
};

/** A no-op still answers a position the read model may already include. */
const lastPosition = async (eventStore: Pick<EventStore, 'readStream'>, code: string) =>
  (await eventStore.readStream(redeemCodeStream(code))).at(-1)?.position ?? 0;

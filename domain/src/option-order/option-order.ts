import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { optionLabel } from '../rules/option-label.js';

/**
 * The key of the order hash. The order is no secret (the learner sees it); the key separates this use of the
 * hash from any other and, changed, draws every order anew.
 */
export const OPTION_ORDER_KEY = 'exam-question-bank/option-order/v1';

/** Whose order and of which question; `keepWrittenOrder` when the question or its set keeps the written order. */
export type OptionOrderFor = {
  learnerId: string;
  questionId: string;
  keepWrittenOrder: boolean;
};

/** The order for callers without an account (visitors trying a set): one shared, still shuffled, order. */
export const VISITOR_LEARNER_ID = 'visitor';

/** 16-bit draws from HMAC-SHA256(key, learner, question), extended by hashing the digest with a counter. */
function* drawsFor(learnerId: string, questionId: string, key: string): Generator<number> {
  const seed = hmac(sha256, utf8ToBytes(key), utf8ToBytes(`${learnerId}\u0000${questionId}`));
  for (let block = 0; ; block += 1) {
    const bytes = block === 0 ? seed : hmac(sha256, seed, Uint8Array.of(block & 0xff, (block >> 8) & 0xff));
    for (let at = 0; at + 1 < bytes.length; at += 2) yield ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
  }
}

/**
 * The learner's permutation of `count` written places: entry i is the written index shown at place i.
 * Drawn by Fisher-Yates from a keyed hash of learner id and question id, so it is the same on every device and
 * after every resume without being stored, and differs from learner to learner.
 */
export const optionPermutation = (
  count: number,
  learnerId: string,
  questionId: string,
  key: string = OPTION_ORDER_KEY,
): number[] => {
  const order = Array.from({ length: count }, (_, index) => index);
  const draws = drawsFor(learnerId, questionId, key);
  for (let last = count - 1; last > 0; last -= 1) {
    const pick = (draws.next().value as number) % (last + 1);
    [order[last], order[pick]] = [order[pick] as number, order[last] as number];
  }
  return order;
};

/**
 * The options as this learner sees them: in the learner's order (or the written one when the question or its set
 * keeps it), lettered A, B, ... by the place shown. Answers are judged by option id, so the order never matters
 * to the judgement.
 */
export const inLearnerOrder = <Option extends { id: string }>(
  options: readonly Option[],
  { learnerId, questionId, keepWrittenOrder }: OptionOrderFor,
): Array<Option & { label: string }> => {
  const places = keepWrittenOrder
    ? options.map((_, index) => index)
    : optionPermutation(options.length, learnerId, questionId);
  return places.map((written, place) => ({ ...(options[written] as Option), label: optionLabel(place) }));
};

/**
 * FSRS's forgetting curve (ts-fsrs 5, FSRS-6 default decay): the probability of recalling an answer `elapsedDays`
 * after the last review of a card whose stability is `stabilityDays`. R(S) = 90 % by FSRS's definition of
 * stability. Written here (not imported) so the model stays in the browser-safe domain.
 */
export const FSRS_DECAY = 0.1542;
const FACTOR = 0.9 ** (-1 / FSRS_DECAY) - 1;

export const retrievability = (stabilityDays: number, elapsedDays: number): number =>
  stabilityDays <= 0 ? 0 : (1 + (FACTOR * Math.max(0, elapsedDays)) / stabilityDays) ** -FSRS_DECAY;

/**
 * A question answered right and sure has no card (it never entered the learning path): its memory is taken as
 * that of a card a first Good review would give (ts-fsrs default w[2], about 2.3 days), a conservative guess.
 */
export const FIRST_RIGHT_STABILITY_DAYS = 2.3;

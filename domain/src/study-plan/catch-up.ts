/** The pass probability a plan aims at: under it, the plan adds practice until the exam. */
export const READINESS_TARGET = 0.8;

/** What the plan knows of the learner's readiness for the plan's set (GET /learning-path/readiness). */
export type PlanReadiness = {
  passProbability: number;
  /** Questions of the fields holding the learner back (the whole set when no single field does). */
  weakQuestions: number;
};

/** Under the target by this much or more, the plan adds a mock exam halfway, to check the progress. */
const CHECKPOINT_GAP = 0.2;
/** A halfway mock exam needs room: a plan shorter than this keeps only the one on the eve. */
const CHECKPOINT_MIN_DAYS = 7;

/**
 * How far below the target the learner is, as a share of the target (0 on or above it, 1 at no chance): the
 * plan practises the weak fields' questions again in that proportion. At half the target, half of them once more.
 */
export const readinessGap = (readiness: PlanReadiness | undefined): number =>
  readiness ? Math.max(0, READINESS_TARGET - readiness.passProbability) / READINESS_TARGET : 0;

/** Extra questions from the weak fields, in total to the exam: the gap's share of them, rounded up. */
export const catchUpQuestions = (readiness: PlanReadiness | undefined): number =>
  // Rounded to a thousandth first, so 80 × 0.125 is 10 and not 10.000000000000002 rounded up to 11.
  readiness ? Math.ceil(Math.round(readiness.weakQuestions * readinessGap(readiness) * 1000) / 1000) : 0;

/** The day index of a halfway mock exam, or null when the learner is near enough the target or time is short. */
export const checkpointDay = (readiness: PlanReadiness | undefined, days: number): number | null =>
  readiness && READINESS_TARGET - readiness.passProbability >= CHECKPOINT_GAP && days >= CHECKPOINT_MIN_DAYS
    ? Math.floor((days - 2) / 2)
    : null;

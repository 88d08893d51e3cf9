/**
 * The known ability model of the demo population (issue 41), so the readiness backtest has something real to
 * check: each learner has an ability that grows with practice, each question an easiness; a question once seen
 * is remembered with a strength that grows when recalled and shrinks when missed, forgotten exponentially; and
 * anyone may guess right. Deliberately not the readiness model's own form (exponential forgetting, a guessing
 * floor), so the backtest measures a model against a world it does not copy.
 */
export const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** The chance to pick the right option by luck or partial knowledge, whatever the ability. */
export const GUESS = 0.2;

export type Memory = { strengthDays: number; lastSeen: number };

export const recallOf = (memory: Memory | undefined, at: number): number =>
  memory ? Math.exp(-(at - memory.lastSeen) / 86_400_000 / memory.strengthDays) : 0;

/** P(right) now: remembered, or else known by ability, or else guessed. */
export const chanceOf = (ability: number, easiness: number, memory: Memory | undefined, at: number) => {
  const recall = recallOf(memory, at);
  return recall + (1 - recall) * (GUESS + (1 - GUESS) * logistic(ability + easiness));
};

/** Seeing a question (and its explanation) again: recalled strengthens the memory, missed weakens it. */
export const afterExposure = (memory: Memory | undefined, correct: boolean, at: number): Memory => ({
  strengthDays: memory
    ? correct
      ? memory.strengthDays * 2.5
      : Math.max(0.5, memory.strengthDays * 0.5)
    : correct
      ? 4
      : 1,
  lastSeen: at,
});

/** A small deterministic generator (mulberry32): the same population on every first start. */
export const generator = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return { next, normal, between: (low: number, high: number) => low + (high - low) * next() };
};

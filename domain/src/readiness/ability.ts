/** One answer as evidence of ability: the item's difficulty (logit of its facility) and what memory covered. */
export type Observation = {
  /** logit(facility): 0 for an item half of the learners get right, positive for easier ones. */
  easiness: number;
  correct: boolean;
  /** How much this answer counts (mock answers count less: memory of seen questions helps there). */
  weight?: number;
};

export type AbilityEstimate = { mean: number; sd: number };

export const logistic = (x: number) => 1 / (1 + Math.exp(-x));
export const logit = (p: number) => Math.log(p / (1 - p));

const GRID_MIN = -5;
const GRID_MAX = 5;
const GRID_STEP = 0.05;
const GRID = Array.from(
  { length: Math.round((GRID_MAX - GRID_MIN) / GRID_STEP) + 1 },
  (_, i) => GRID_MIN + i * GRID_STEP,
);

/**
 * The learner's ability on the logit scale (0 = the average learner of the items' statistics), as the posterior
 * over a grid: a normal prior around `priorMean` (sd `priorSd`) times the Rasch likelihood of each answer,
 * P(right) = logistic(ability + easiness). Few answers leave the estimate near the prior with a wide sd.
 */
export function estimateAbility(
  observations: readonly Observation[],
  priorMean = 0,
  priorSd = 1,
): AbilityEstimate {
  const logPosterior = GRID.map((theta) => {
    let sum = -0.5 * ((theta - priorMean) / priorSd) ** 2;
    for (const { easiness, correct, weight = 1 } of observations) {
      const p = logistic(theta + easiness);
      sum += weight * Math.log(correct ? p : 1 - p);
    }
    return sum;
  });
  const top = Math.max(...logPosterior);
  const mass = logPosterior.map((value) => Math.exp(value - top));
  const total = mass.reduce((a, b) => a + b, 0);
  let mean = 0;
  for (let i = 0; i < GRID.length; i++) mean += ((GRID[i] as number) * (mass[i] as number)) / total;
  let variance = 0;
  for (let i = 0; i < GRID.length; i++)
    variance += (((GRID[i] as number) - mean) ** 2 * (mass[i] as number)) / total;
  return { mean, sd: Math.sqrt(variance) };
}

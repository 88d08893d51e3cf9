import { randomInt } from 'node:crypto';
import { drawShares } from '@exam/domain/mock-exam';

type Drawable = { id: string; questionSetId: string };

/**
 * Draws `count` questions at random, stratified by category: each category gets its share of the count in
 * proportion to its questions (largest remainders first), at least one when there is room, and the drawn
 * questions come in random order. `random(n)` is an integer in [0, n) (injectable for tests).
 */
export function drawStratified<Q extends Drawable>(
  questions: readonly Q[],
  categoryOf: (question: Q) => string,
  count: number,
  random: (n: number) => number = randomInt,
): Q[] {
  const byCategory = new Map<string, Q[]>();
  for (const question of questions) {
    const category = categoryOf(question);
    const list = byCategory.get(category);
    if (list) list.push(question);
    else byCategory.set(category, [question]);
  }
  const shares = drawShares(byCategory, questions.length, count);
  // n draws without replacement: a chosen element is swapped with the pool's last and the pool shrinks, so a
  // draw costs the same however large the pool (splice moved the rest of a 10,000-question pool each time).
  const pick = <T>(list: readonly T[], n: number): T[] => {
    const pool = [...list];
    const chosen: T[] = [];
    while (chosen.length < n && pool.length > 0) {
      const index = random(pool.length);
      chosen.push(pool[index] as T);
      pool[index] = pool[pool.length - 1] as T;
      pool.pop();
    }
    return chosen;
  };
  const drawn = shares.flatMap((share) => pick(share.list, share.take));
  return pick(drawn, drawn.length);
}

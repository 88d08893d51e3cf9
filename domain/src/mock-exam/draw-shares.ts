/** One group's part of a stratified draw: its members and how many of them the exam takes. */
export type DrawShare<T> = { group: string; list: T[]; take: number };

/**
 * How many questions of each group (a field, a category) an exam of `size` draws from `total`: proportional to
 * the group's size, the remaining places to the largest remainders. The mock exam's draw and the readiness
 * model's simulation of it share this, so the estimate simulates the exam the learner will sit.
 */
export const drawShares = <T>(groups: Map<string, T[]>, total: number, size: number): DrawShare<T>[] => {
  const wanted = Math.min(size, total);
  const shares = [...groups].map(([group, list]) => {
    const exact = total === 0 ? 0 : (list.length / total) * wanted;
    return { group, list, take: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = wanted - shares.reduce((sum, share) => sum + share.take, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder)) {
    if (left === 0) break;
    if (share.take < share.list.length) {
      share.take += 1;
      left -= 1;
    }
  }
  return shares.map(({ group, list, take }) => ({ group, list, take }));
};

import { describe, expect, it } from 'vitest';
import { rebuildBenchmark } from '../../bench/rebuild-bench.js';

/** Issue 15: the rebuild benchmark runs once with a small log here, so it cannot rot. */
describe('the rebuild benchmark', () => {
  it('given a small realistic log, then every group is rebuilt and the figures are reported', async () => {
    const figures = await rebuildBenchmark({ events: 3_000, quiet: true });
    expect(figures.events).toBe(3_000);
    expect(figures.rebuildPerSecond).toBeGreaterThan(0);
    expect(figures.readPerSecond).toBeGreaterThan(0);
    expect(figures.documents).toMatchObject({
      question_sets: 20,
      set_questions: 1_000,
      users: 20,
      purchases: 3,
      redeem_codes: 1,
    });
    expect(figures.documents.progress_records).toBeGreaterThan(100);
    expect(figures.documents.item_first_answers).toBe(figures.documents.progress_records);
  });
});

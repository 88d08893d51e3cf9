// Batch import: lines per second of a whole import job (parse, check, append in chunks, durable) against a plain
// parse of the same file in the same run (the floor: what reading the file alone costs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMPORT_JOB, type ImportJobData, importJobHandler, questionSetExecutor } from '@exam/command-api';
import type { QuestionSetState } from '@exam/domain';
import { parseQuestions } from '@exam/domain/question-import';
import { AggregateStateCache, openSqliteEventStore } from '@exam/platform';
import { machineLoad, now, printTable, round } from './measure.js';

/** A pipe-format import file of `lines` questions (shared by the append and end-to-end import benches). */
export const fileOf = (lines: number) =>
  Array.from(
    { length: lines },
    (_, i) =>
      `ベンチマーク問題${i}: 次のうち正しいものはどれか|選択肢A${i}|選択肢B${i}|選択肢C${i}|選択肢D${i}|${i % 4 === 0 ? 'A,C' : 'B'}|<p>解説${i}</p>`,
  ).join('\n');

export async function importBenchmark({ sizes = [3_000, 10_000], rounds = 3 } = {}) {
  const rows = [];
  for (const lines of sizes) {
    const text = fileOf(lines);
    const parseTimes: number[] = [];
    const importTimes: number[] = [];
    for (let round_ = 0; round_ < rounds; round_ += 1) {
      const started = now();
      parseQuestions('pipe', text);
      parseTimes.push(now() - started);

      const dir = mkdtempSync(join(tmpdir(), 'import-bench-'));
      const eventStore = await openSqliteEventStore({ file: join(dir, 'events.db') });
      try {
        // As the command router runs it: with its cache of folded set states.
        const execute = questionSetExecutor(
          eventStore,
          undefined,
          new AggregateStateCache<QuestionSetState>(10),
        );
        const questionSetId = '33333333-3333-4333-8333-333333333333';
        await execute(questionSetId, [
          { type: 'CreateQuestionSet', data: { questionSetId, title: 'bench' }, metadata: {} },
        ]);
        const data: ImportJobData = { questionSetId, format: 'pipe', text, correlationId: 'bench' };
        const begin = now();
        const result = await importJobHandler(execute)(
          { id: `bench-${lines}-${round_}`, name: IMPORT_JOB, data, attemptsMade: 0 },
          { updateProgress: async () => {} },
        );
        importTimes.push(now() - begin);
        if (result.success !== lines) throw new Error(`imported ${result.success} of ${lines}`);
      } finally {
        await eventStore.close();
        rmSync(dir, { recursive: true, force: true });
      }
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const parseMs = median(parseTimes);
    const importMs = median(importTimes);
    rows.push({
      lines,
      'plain parse ms': round(parseMs),
      'import job ms': round(importMs),
      'parse lines/s': Math.round(lines / (parseMs / 1000)),
      'import lines/s': Math.round(lines / (importMs / 1000)),
      'import / parse': round(importMs / parseMs, 2),
      'load 1/5/15 min': machineLoad(),
    });
  }
  printTable('Batch import (durable SQLite, chunks of 200), median of rounds', rows);
}

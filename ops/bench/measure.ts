import { loadavg } from 'node:os';
/** Small helpers shared by the benchmarks: timing, percentiles and a printed table. */
export const now = () => performance.now();

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

export type Row = Record<string, string | number>;

export function printTable(title: string, rows: Row[]) {
  console.log(`\n## ${title}`);
  console.table(rows);
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The machine's load (os.loadavg: 1, 5 and 15 minutes), printed beside a timing: a busy machine is slower. */
export const machineLoad = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export type LocalProcess = {
  name: string;
  child: ChildProcess;
  exited(): boolean;
  /** The last lines it printed (for error messages). */
  tail(): string;
  /** `signal`, then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
};

/**
 * Starts a child whose every output line reaches this process's stdout prefixed with its name (`identity   | `),
 * so that the logs of all services read as one stream and each line says whose it is.
 */
export const startLocalProcess = (
  name: string,
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd: string; prefixWidth: number },
): LocalProcess => {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `${name.padEnd(options.prefixWidth)} | `;
  const recent: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
      recent.push(line);
      if (recent.length > 40) recent.shift();
      process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.once('error', (error) =>
    process.stdout.write(`${prefix}could not start ${command}: ${error.message}\n`),
  );
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    name,
    child,
    exited,
    tail: () => recent.join('\n'),
    async stop(signal = 'SIGTERM', graceMs = 20_000) {
      if (exited() || child.pid === undefined) return;
      const gone = once(child, 'exit');
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      try {
        await gone;
      } finally {
        clearTimeout(timer);
      }
    },
  };
};

/** Polls `probe` every 200 ms until it answers true; fails if the process exits or the deadline passes. */
export const waitUntil = async (
  process: LocalProcess,
  what: string,
  probe: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process.exited()) throw new Error(`${process.name} exited before it was ${what}:\n${process.tail()}`);
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${process.name} was not ${what} within ${timeoutMs / 1000} s:\n${process.tail()}`);
};

/** GET url answers 2xx. */
export const answersOk = (url: string) => async () =>
  (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;

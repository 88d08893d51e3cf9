import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a running server tells the command line about itself (DATA_DIR/server.json, removed when it stops). */
export type RunningServer = { pid: number; publicUrl: string; issuer: string; startedAt: string };

const fileOf = (dataDir: string) => join(dataDir, 'server.json');

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export function recordRunningServer(
  dataDir: string,
  server: Omit<RunningServer, 'pid' | 'startedAt'>,
): () => void {
  const file = fileOf(dataDir);
  const record: RunningServer = { ...server, pid: process.pid, startedAt: new Date().toISOString() };
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  return () => rmSync(file, { force: true });
}

/** The server running on this data folder, or null (no file, or its process is gone after a crash). */
export function readRunningServer(dataDir: string): RunningServer | null {
  const file = fileOf(dataDir);
  if (!existsSync(file)) return null;
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as RunningServer;
    return isAlive(record.pid) ? record : null;
  } catch {
    return null;
  }
}

/**
 * `auth token` issues tokens for this configuration's issuer; a server started with another PUBLIC_URL checks
 * tokens against its own and would answer 401. Answers the warning to print, or null.
 */
export function issuerMismatch(dataDir: string, issuer: string): string | null {
  const running = readRunningServer(dataDir);
  if (!running || running.issuer === issuer) return null;
  return (
    `warning: the server running on ${dataDir} (pid ${running.pid}) expects tokens issued by ${running.issuer}, ` +
    `but this token is issued by ${issuer}: set PUBLIC_URL=${running.publicUrl} (as the server has it), or it will answer 401`
  );
}

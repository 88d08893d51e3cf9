import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Reads a JSON secret from DATA_DIR, creating it once (mode 0600) when missing. Created with `wx` so two processes
 * starting together agree on one value instead of overwriting each other: the loser reads the winner's file.
 */
export function loadOrCreateSecretFile<T>(file: string, create: () => T): T {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, `${JSON.stringify(create(), null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(file, 0o600);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

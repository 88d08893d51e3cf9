import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Mail } from '@exam/platform';
import type { Mailer, OutgoingMail } from './mailer.js';

/** The outbox's file under DATA_DIR. */
export const OUTBOX_FILE = 'identity-outbox.jsonl';

/**
 * Without SMTP, mails go to a JSON-lines file under DATA_DIR: read with `npm run cli -- mail list`, or at
 * /oidc/dev/mailbox with DEV_MAILBOX=1 (never in production) or the operator token.
 */
export class OutboxMailer implements Mailer {
  constructor(private readonly file: string) {
    mkdirSync(dirname(file), { recursive: true });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const entry: Mail = { id: randomUUID(), sentAt: new Date().toISOString(), ...mail };
    await mkdir(dirname(this.file), { recursive: true });
    await appendFile(this.file, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
  }

  async list(): Promise<Mail[]> {
    if (!existsSync(this.file)) return [];
    const lines = (await readFile(this.file, 'utf8')).split('\n').filter((line) => line.trim() !== '');
    const mails: Mail[] = [];
    for (const line of lines) {
      try {
        mails.push(JSON.parse(line) as Mail);
      } catch {
        // A torn last line (crash mid-write) is skipped rather than hiding every other mail.
      }
    }
    return mails.reverse();
  }

  async close(): Promise<void> {}
}

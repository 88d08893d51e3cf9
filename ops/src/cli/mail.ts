import { join } from 'node:path';
import { OUTBOX_FILE, OutboxMailer } from '@exam/identity';
import { loadConfig } from '@exam/platform';
import type { Command } from 'commander';

/**
 * `mail list`: the embedded provider's outbox (mails it sent without SMTP, with their codes), read from the data
 * folder. Whoever runs it can read DATA_DIR anyway; over HTTP the outbox needs DEV_MAILBOX=1 or the operator token.
 */
export function registerMailCommands(program: Command) {
  program
    .command('mail')
    .description("the embedded provider's outbox (without SMTP_URL)")
    .command('list')
    .description('print the mails sent (newest first) with their verification and reset codes')
    .option('--to <address>', 'only the mails to this address')
    .option('--limit <count>', 'at most this many mails', '20')
    .action(async (options: { to?: string; limit: string }) => {
      const config = loadConfig();
      if (config.SMTP_URL)
        throw new Error('SMTP_URL is set: mails go to the SMTP server, there is no outbox');
      const limit = Number(options.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1_000)
        throw new Error('--limit must be a whole number from 1 to 1000');
      const mailer = new OutboxMailer(join(config.DATA_DIR, OUTBOX_FILE));
      const wanted = options.to?.trim().toLowerCase();
      const mails = (await mailer.list())
        .filter((mail) => wanted === undefined || mail.to.toLowerCase() === wanted)
        .slice(0, limit);
      if (mails.length === 0) console.log('no mails');
      for (const mail of mails)
        console.log([mail.sentAt, mail.to, mail.purpose, mail.code ?? '-', mail.subject].join('\t'));
    });
}

import { timingSafeEqual } from 'node:crypto';
import { type RequestHandler, Router } from 'express';
import { contentSecurityPolicy, html, page } from '../interactions/html.js';
import type { Mailer } from '../mail/mailer.js';

export type MailboxAccess = {
  /** DEV_MAILBOX outside production: anyone may read it (a developer's machine, the e2e server). */
  open: boolean;
  /** The operator token (ADMIN_API_TOKEN): its bearer may read it on any profile. */
  operatorToken?: string | undefined;
};

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Who may read the outbox: its codes verify and reset any account, so an anonymous caller never may unless the
 * mailbox is explicitly open. Loopback is no proof (a reverse proxy on the host makes every caller loopback).
 * Anyone else gets the 404 an unknown path gets: the mailbox is not there for them.
 */
export const mailboxGuard =
  ({ open, operatorToken }: MailboxAccess): RequestHandler =>
  (req, res, next) => {
    if (open) return next();
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (operatorToken && token !== '' && sameSecret(token, operatorToken)) return next();
    res.status(404).set('Cache-Control', 'no-store').type('text').send('Not Found');
  };

/**
 * GET /oidc/dev/mailbox (HTML, newest first) and /oidc/dev/mailbox.json: the outbox, so codes can be read without
 * a mail server, by whom `access` lets (mailboxGuard). Only mounted when mail goes to the outbox.
 */
export function createMailboxRouter(mailer: Mailer, access: MailboxAccess): Router {
  const router = Router();
  router.use(mailboxGuard(access));
  const list = async () => (mailer.list ? await mailer.list() : []);
  router.get('/mailbox.json', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ success: true, data: await list() });
  });
  router.get('/mailbox', async (_req, res) => {
    const mails = await list();
    const rows = mails.map(
      (mail) =>
        html`<tr><td>${mail.sentAt}</td><td>${mail.to}</td><td>${mail.subject}</td><td><strong class="code">${mail.code ?? ''}</strong></td></tr>`,
    );
    const body = html`<h1>開発用メールボックス</h1><p class="lead">送信されたメール（新しい順）。DEV_MAILBOX=1 の開発環境と運用トークンでのみ表示されます。</p>
      <table><thead><tr><th>送信日時</th><th>宛先</th><th>件名</th><th>コード</th></tr></thead><tbody>${rows}</tbody></table>`;
    res
      .set({ 'Content-Security-Policy': contentSecurityPolicy(), 'Cache-Control': 'no-store' })
      .type('html')
      .send(page('メールボックス', body, { wide: true }));
  });
  return router;
}

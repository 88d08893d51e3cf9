import { Router } from 'express';
import { contentSecurityPolicy, html, page } from '../interactions/html.js';
import type { Mailer } from '../mail/mailer.js';

/**
 * GET /oidc/dev/mailbox (HTML, newest first) and /oidc/dev/mailbox.json: the outbox, so codes can be read without
 * a mail server. Only mounted outside production and when mail goes to the outbox.
 */
export function createMailboxRouter(mailer: Mailer): Router {
  const router = Router();
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
    const body = html`<h1>開発用メールボックス</h1><p class="lead">送信されたメール（新しい順）。本番環境では表示されません。</p>
      <table><thead><tr><th>送信日時</th><th>宛先</th><th>件名</th><th>コード</th></tr></thead><tbody>${rows}</tbody></table>`;
    res
      .set({ 'Content-Security-Policy': contentSecurityPolicy(), 'Cache-Control': 'no-store' })
      .type('html')
      .send(page('メールボックス', body, { wide: true }));
  });
  return router;
}

import type { OutgoingMail } from './mailer.js';

const MINUTES = 15;

export const verificationMail = (to: string, username: string, code: string): OutgoingMail => ({
  to,
  purpose: 'verify-email',
  code,
  subject: '【問題集】メールアドレスの確認コード',
  text: `${username} 様\n\nメールアドレス確認コード: ${code}\n\nこのコードは${MINUTES}分間有効です。心当たりがない場合は、このメールを破棄してください。\n`,
});

export const passwordResetMail = (to: string, username: string, code: string): OutgoingMail => ({
  to,
  purpose: 'reset-password',
  code,
  subject: '【問題集】パスワード再設定コード',
  text: `${username} 様\n\nパスワード再設定コード: ${code}\n\nこのコードは${MINUTES}分間有効です。心当たりがない場合は、このメールを破棄してください。\n`,
});

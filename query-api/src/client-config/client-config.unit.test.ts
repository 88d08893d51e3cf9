import { describe, expect, it } from 'vitest';
import { clientConfigFor } from './routes.js';

const base = { OIDC_ISSUER: 'https://exam.example/oidc', OIDC_CLIENT_ID: 'exam-web' };

describe('clientConfigFor', () => {
  it('given the embedded provider with DEV_MAILBOX outside production, then the dev mailbox is offered', () => {
    expect(
      clientConfigFor({ ...base, IDENTITY: 'embedded', NODE_ENV: 'development', DEV_MAILBOX: true }).identity,
    ).toEqual({
      issuer: 'https://exam.example/oidc',
      clientId: 'exam-web',
      scopes: 'openid email phone profile offline_access',
      embedded: true,
      mailboxUrl: '/oidc/dev/mailbox',
    });
  });

  it('given no DEV_MAILBOX (what npm start runs), SMTP, production or an external issuer, then there is no mailbox', () => {
    expect(
      clientConfigFor({ ...base, IDENTITY: 'embedded', NODE_ENV: 'development' }).identity.mailboxUrl,
    ).toBe(undefined);
    expect(
      clientConfigFor({
        ...base,
        IDENTITY: 'embedded',
        NODE_ENV: 'development',
        DEV_MAILBOX: true,
        SMTP_URL: 'smtp://mail.example',
      }).identity.mailboxUrl,
    ).toBeUndefined();
    expect(
      clientConfigFor({ ...base, IDENTITY: 'embedded', NODE_ENV: 'production', DEV_MAILBOX: true }).identity
        .mailboxUrl,
    ).toBeUndefined();
    const external = clientConfigFor({ ...base, IDENTITY: 'external', NODE_ENV: 'development' }).identity;
    expect(external).toMatchObject({ embedded: false });
    expect(external.mailboxUrl).toBeUndefined();
  });
});

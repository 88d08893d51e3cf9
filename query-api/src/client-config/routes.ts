import type { ClientConfig } from '@exam/domain/schemas';
import { ok } from '@exam/platform';
import { Router } from 'express';

/** What the web app needs to sign in (public: it is read before anyone signs in): the domain's contract. */
export type { ClientConfig };

export const OIDC_SCOPES = 'openid email phone profile offline_access';

export const clientConfigFor = (config: {
  IDENTITY: 'embedded' | 'external';
  OIDC_ISSUER: string;
  OIDC_CLIENT_ID: string;
  OIDC_SCOPES?: string;
  NODE_ENV: string;
  DEV_MAILBOX?: boolean;
  SMTP_URL?: string | undefined;
  PAYMENTS?: 'simulated' | 'stripe';
  STRIPE_PUBLISHABLE_KEY?: string | undefined;
  DEBUG_PURCHASES?: boolean;
}): ClientConfig => {
  const embedded = config.IDENTITY === 'embedded';
  return {
    identity: {
      issuer: config.OIDC_ISSUER,
      clientId: config.OIDC_CLIENT_ID,
      scopes: config.OIDC_SCOPES ?? OIDC_SCOPES,
      embedded,
      ...(embedded && config.DEV_MAILBOX === true && config.NODE_ENV !== 'production' && !config.SMTP_URL
        ? { mailboxUrl: '/oidc/dev/mailbox' }
        : {}),
    },
    payments: {
      provider: config.PAYMENTS ?? 'simulated',
      ...(config.PAYMENTS === 'stripe' && config.STRIPE_PUBLISHABLE_KEY
        ? { publishableKey: config.STRIPE_PUBLISHABLE_KEY }
        : {}),
      debugPurchases: config.DEBUG_PURCHASES ?? false,
    },
  };
};

export const createClientConfigRoutes = (clientConfig: ClientConfig): Router => {
  const router = Router();
  router.get('/config', (_req, res) => ok(res, clientConfig));
  return router;
};

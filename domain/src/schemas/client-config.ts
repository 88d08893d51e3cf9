import { z } from 'zod';

/** GET /config: what the web app needs before anyone signs in (public). */
export const clientConfigSchema = z.object({
  identity: z.object({
    issuer: z.string(),
    clientId: z.string(),
    scopes: z.string(),
    embedded: z
      .boolean()
      .describe(
        'The embedded provider at /oidc (sign-up, reset and the dev mailbox are ours) or an external issuer',
      ),
    mailboxUrl: z
      .string()
      .optional()
      .describe(
        'Embedded, DEV_MAILBOX=1 and not production: where anyone can read the verification and reset mails',
      ),
  }),
  /** The card form to show: the simulated gateway's (POST /payments/simulated/confirm) or Stripe's. */
  payments: z.object({
    provider: z.enum(['simulated', 'stripe']),
    publishableKey: z.string().optional().describe("Stripe only: the key of the browser's Stripe.js"),
    debugPurchases: z.boolean().describe('DEBUG_PURCHASES: administrators see the forced-purchase button'),
  }),
  /** A replayed data folder: the server shows one moment of the past and refuses every change. */
  readOnly: z
    .object({ message: z.string().describe('Why every change is refused, as the refusals say it') })
    .optional()
    .describe('Present only on a read-only replay (`events replay --to`)'),
});

export type ClientConfig = z.infer<typeof clientConfigSchema>;
export type IdentityConfig = ClientConfig['identity'];
export type PaymentsConfig = ClientConfig['payments'];

import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import { paymentRoutes } from './payments.js';
import { purchaseRoutes } from './purchases.js';
import { redeemCodeRoutes } from './redeem-codes.js';

/** Payments, purchases and redeem codes (learner spec §7, admin spec §7; docs/contracts.md "Commerce"). */
export const commerceRoutes: RouteConfig[] = [...paymentRoutes, ...purchaseRoutes, ...redeemCodeRoutes];

import express, { Router } from 'express';
import { mountAccountRoutes } from './account-routes.js';
import { createInteractionKit, type InteractionRouterDeps } from './interaction-kit.js';
import { mountSignInRoutes } from './sign-in-routes.js';

export type { InteractionRouterDeps } from './interaction-kit.js';

/**
 * The sign-in pages of the embedded provider under /oidc/interaction/:uid: sign-in, registration, e-mail
 * verification, password reset and TOTP. Every form carries a token derived from the interaction (HMAC), and the
 * interaction itself is bound to the browser by oidc-provider's cookie, so a forged cross-site post fails.
 */
export function createInteractionRouter(deps: InteractionRouterDeps): Router {
  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 }));
  const kit = createInteractionKit(deps);
  mountSignInRoutes(router, kit);
  mountAccountRoutes(router, kit);
  return router;
}

import { appJa } from './app.js';
import { boundsJa } from './bounds.js';
import { identityJa } from './identity.js';
import { serverJa } from './server.js';
import { serverInputJa } from './server-input.js';

/** Keys shared with the web app's i18next resources: `app.*`, `server.*`, `bounds.*`, `identity.*`. */
export { appJa } from './app.js';
export const catalogueJa = {
  app: appJa,
  server: { ...serverJa, ...serverInputJa },
  bounds: boundsJa,
  identity: identityJa,
} as const;

import { appEn } from './app.js';
import { boundsEn } from './bounds.js';
import { identityEn } from './identity.js';
import { serverEn } from './server.js';
import { serverInputEn } from './server-input.js';

/** Keys shared with the web app's i18next resources: `app.*`, `server.*`, `bounds.*`, `identity.*`. */
export { appEn } from './app.js';
export const catalogueEn = {
  app: appEn,
  server: { ...serverEn, ...serverInputEn },
  bounds: boundsEn,
  identity: identityEn,
} as const;

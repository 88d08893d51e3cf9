import { appZh } from './app.js';
import { boundsZh } from './bounds.js';
import { identityZh } from './identity.js';
import { serverZh } from './server.js';
import { serverInputZh } from './server-input.js';

/** Keys shared with the web app's i18next resources: `app.*`, `server.*`, `bounds.*`, `identity.*`. */
export { appZh } from './app.js';
export const catalogueZh = {
  app: appZh,
  server: { ...serverZh, ...serverInputZh },
  bounds: boundsZh,
  identity: identityZh,
} as const;

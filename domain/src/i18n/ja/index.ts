import { appJa } from './app.js';
import { boundsJa } from './bounds.js';
import { identityJa } from './identity.js';
import { serverJa } from './server.js';

/** Keys shared with the web app's i18next resources: `app.*`, `server.*`, `bounds.*`, `identity.*`. */
export const catalogueJa = { app: appJa, server: serverJa, bounds: boundsJa, identity: identityJa } as const;

import type { Language } from '../languages.js';
import { webCommerceEn } from './en/commerce.js';
import { webCoreEn } from './en/core.js';
import { webIdentityEn } from './en/identity.js';
import { webCommerceJa } from './ja/commerce.js';
import { webCoreJa } from './ja/core.js';
import { webIdentityJa } from './ja/identity.js';
import { webCommerceZh } from './zh/commerce.js';
import { webCoreZh } from './zh/core.js';
import { webIdentityZh } from './zh/identity.js';

/**
 * The web app's own texts (header, footer, home, practice, profile, sign-in and commerce screens), one catalogue
 * per language with the same keys as ja (the compiler checks zh and en against it). They sit beside the server's
 * catalogues so the web loads one set of resources per language: these plus `app`, `server`, `bounds`,
 * `identity`. The back office's own screens are to follow the same way.
 */
export const WEB_CATALOGUES = {
  ja: { core: webCoreJa, identity: webIdentityJa, commerce: webCommerceJa },
  zh: { core: webCoreZh, identity: webIdentityZh, commerce: webCommerceZh },
  en: { core: webCoreEn, identity: webIdentityEn, commerce: webCommerceEn },
} as const satisfies Record<Language, Record<string, unknown>>;

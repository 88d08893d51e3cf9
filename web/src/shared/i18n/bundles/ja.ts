import { appJa } from '@exam/domain/i18n/app';
import { webCommerceJa, webCoreJa, webIdentityJa } from '@exam/domain/i18n/web/ja';

/** What every screen may show in this language: the web's first-load texts and the product's name (domain app.*). */
export const resources = {
  ...webCoreJa,
  ...webIdentityJa,
  ...webCommerceJa,
  app: { ...webCoreJa.app, ...appJa },
};

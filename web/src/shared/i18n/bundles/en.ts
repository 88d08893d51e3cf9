import { appEn } from '@exam/domain/i18n/app';
import { webCommerceEn, webCoreEn, webIdentityEn } from '@exam/domain/i18n/web/en';

/** What every screen may show in this language: the web's first-load texts and the product's name (domain app.*). */
export const resources = {
  ...webCoreEn,
  ...webIdentityEn,
  ...webCommerceEn,
  app: { ...webCoreEn.app, ...appEn },
};

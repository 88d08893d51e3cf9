import { appZh } from '@exam/domain/i18n/app';
import { webCommerceZh, webCoreZh, webIdentityZh } from '@exam/domain/i18n/web/zh';

/** What every screen may show in this language: the web's first-load texts and the product's name (domain app.*). */
export const resources = {
  ...webCoreZh,
  ...webIdentityZh,
  ...webCommerceZh,
  app: { ...webCoreZh.app, ...appZh },
};

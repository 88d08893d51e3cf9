import type { Language } from '@exam/domain/i18n/lang';

/** i18next reads the resources as plain nested texts; their exact shape is the domain's to check. */
export type Texts = Record<string, unknown>;

/** A language's first-load texts: Japanese travels with the app, another language is fetched when first needed. */
export const loadResources = async (language: Language): Promise<Texts> => {
  if (language === 'zh') return (await import('./bundles/zh')).resources;
  if (language === 'en') return (await import('./bundles/en')).resources;
  return (await import('./bundles/ja')).resources;
};

import { upgradeHomeContent } from '@exam/domain';
import type { HomeContentView } from '@exam/domain/schemas';
import type { DocumentStore } from '@exam/platform';
import { HOME_CONTENT, HOME_CONTENT_ID, type HomeContentDocument } from '@exam/projections';
import { defaultHomeContent, presentHomeContent } from './defaults.js';

/** The stored home content in both forms (read model `home_content`), or the defaults before any save. */
export const readHomeContent = async (documentStore: DocumentStore): Promise<HomeContentView> => {
  const doc = await documentStore.collection<HomeContentDocument>(HOME_CONTENT).get(HOME_CONTENT_ID);
  return doc
    ? presentHomeContent(upgradeHomeContent(doc), doc._lastUpdated, doc._savedByAdmin)
    : defaultHomeContent();
};

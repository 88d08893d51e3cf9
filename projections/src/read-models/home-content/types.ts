import type { HomeContentData } from '@exam/domain';

export const HOME_CONTENT = 'home_content';
/** The one document of the collection. */
export const HOME_CONTENT_ID = 'main';

/** The stored home content as the query serves it, with when and by whom it was last saved. */
export type HomeContentDocument = HomeContentData & {
  id: typeof HOME_CONTENT_ID;
  /** Milliseconds of the last change (the client keeps the newer of its cached copy and this one). */
  _lastUpdated: number;
  /** The administrator's user id (or `operator`) behind the last change. */
  _savedByAdmin: string | null;
};

import type { Event } from '../decider/index.js';
import type { StoredHomeContent } from './content.js';

/** One stream holds the home page's content (optimistic concurrency on it: two editors cannot overwrite blindly). */
export const HOME_CONTENT_STREAM = 'homeContent-main';

/**
 * An administrator saved the homepage form: the whole content as it now stands, and which fields changed. Events
 * recorded before issue 36 carry no translations (read them through `upgradeHomeContent`).
 */
export type HomeContentPublished = Event<
  'HomeContentPublished',
  { content: StoredHomeContent; changed: string[] }
>;
export type FeaturedCategoryAdded = Event<'FeaturedCategoryAdded', { name: string }>;
export type FeaturedCategoryRenamed = Event<'FeaturedCategoryRenamed', { from: string; to: string }>;
export type FeaturedCategoryRemoved = Event<'FeaturedCategoryRemoved', { name: string }>;

export type HomeContentEvent =
  | HomeContentPublished
  | FeaturedCategoryAdded
  | FeaturedCategoryRenamed
  | FeaturedCategoryRemoved;

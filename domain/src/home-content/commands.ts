import type { Command } from '../decider/index.js';
import type { Announcement, HomeContentData } from './content.js';

/** The fields sent (already in the client form's names); absent ones keep their value. */
export type HomeContentChanges = Partial<Omit<HomeContentData, 'announcements'>> & {
  announcements?: Array<
    Omit<Announcement, 'startsAt' | 'endsAt'> & { startsAt?: string | null; endsAt?: string | null }
  >;
};

export type PublishHomeContent = Command<'PublishHomeContent', { changes: HomeContentChanges }>;
export type AddFeaturedCategory = Command<'AddFeaturedCategory', { name: string }>;
export type RenameFeaturedCategory = Command<'RenameFeaturedCategory', { from: string; to: string }>;
export type RemoveFeaturedCategory = Command<'RemoveFeaturedCategory', { name: string }>;

export type HomeContentCommand =
  | PublishHomeContent
  | AddFeaturedCategory
  | RenameFeaturedCategory
  | RemoveFeaturedCategory;

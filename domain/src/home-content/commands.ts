import type { Command } from '../decider/index.js';
import type {
  Announcement,
  HomeContentData,
  HomeTexts,
  TextTranslations,
  TranslatedLanguage,
} from './content.js';

/** The fields sent (already in the client form's names); absent ones keep their value. */
export type HomeContentChanges = Partial<Omit<HomeContentData, 'announcements' | 'translations'>> & {
  announcements?: Array<
    Omit<Announcement, 'startsAt' | 'endsAt' | 'translations'> & {
      startsAt?: string | null;
      endsAt?: string | null;
      /** Absent (or a language absent) = no translation. */
      translations?: Partial<TextTranslations>;
    }
  >;
  /** Per language, the texts sent; absent ones keep their value. */
  translations?: { [L in TranslatedLanguage]?: Partial<HomeTexts> };
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

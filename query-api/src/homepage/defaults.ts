import { defaultHomeContentData, type HomeContentData } from '@exam/domain';
import type { HomeContentView } from '@exam/domain/schemas';

/** A fixed timestamp: the defaults never change at run time, so a client cache comparing _lastUpdated stays put. */
export const DEFAULTS_LAST_UPDATED = Date.UTC(2025, 0, 1);

/** Both forms of admin spec §3 at once, so the spec's client reads it whichever it expects. */
export const presentHomeContent = (
  content: HomeContentData,
  lastUpdated: number,
  savedByAdmin: string | null,
): HomeContentView => ({
  title: content.title,
  subtitle: content.subtitle,
  welcomeTitle: content.welcomeTitle,
  welcomeDescription: content.welcomeDescription,
  bannerImage: content.bannerImage,
  footerText: content.footerText,
  announcements: content.announcements,
  theme: content.theme,
  featuredCategories: content.featuredCategories,
  bannerImageUrl: content.bannerImage,
  welcome_title: content.welcomeTitle,
  welcome_description: content.welcomeDescription,
  banner_image: content.bannerImage,
  footer_text: content.footerText,
  featured_categories: content.featuredCategories,
  translations: content.translations,
  _lastUpdated: lastUpdated,
  _savedByAdmin: savedByAdmin,
});

/** Home content served until an administrator saves one (admin spec §3 defaults). */
export const defaultHomeContent = (): HomeContentView =>
  presentHomeContent(defaultHomeContentData(), DEFAULTS_LAST_UPDATED, null);

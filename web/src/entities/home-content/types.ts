import type { AnnouncementView, HomeContentView } from '@exam/domain/schemas';

export type Announcement = AnnouncementView;

/** GET /api/homepage/content in the client form, after normalisation (see normalize-home-content.ts). */
export type HomeContent = Pick<
  HomeContentView,
  | 'title'
  | 'subtitle'
  | 'welcomeTitle'
  | 'welcomeDescription'
  | 'featuredCategories'
  | 'announcements'
  | 'footerText'
  | 'bannerImage'
  | 'theme'
  | 'translations'
  | '_lastUpdated'
  | '_savedByAdmin'
>;

import type { HomeContent } from './types';

/**
 * Spec §3: featuredCategories is a list of names, but the server may send the text "[]" or an empty
 * value meaning none; a JSON text of a list is read as that list.
 */
export function parseFeaturedCategories(value: unknown): string[] {
  if (Array.isArray(value))
    return value.filter((name): name is string => typeof name === 'string' && name !== '');
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    return parseFeaturedCategories(JSON.parse(value));
  } catch {
    return value
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Accepts both the camelCase payload and the spec's snake_case server form (welcome_title, ...). */
export function normalizeHomeContent(raw: unknown): HomeContent {
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const pick = (camel: string, snake: string) => text(body[camel] ?? body[snake]);
  const lastUpdated = body._lastUpdated;
  return {
    title: pick('title', 'title'),
    subtitle: pick('subtitle', 'subtitle'),
    welcomeTitle: pick('welcomeTitle', 'welcome_title'),
    welcomeDescription: pick('welcomeDescription', 'welcome_description'),
    featuredCategories: parseFeaturedCategories(body.featuredCategories ?? body.featured_categories),
    announcements: pick('announcements', 'announcements'),
    footerText: pick('footerText', 'footer_text'),
    bannerImage: pick('bannerImage', 'banner_image'),
    theme: pick('theme', 'theme'),
    _lastUpdated: typeof lastUpdated === 'number' || typeof lastUpdated === 'string' ? lastUpdated : null,
  };
}

import type { DOMPurify } from 'dompurify';

/**
 * HTML from administrators (announcements, footer text, explanations) is sanitised on write by the server and
 * again here before it is rendered (DESIGN "where the server does what the spec's client only pretended to" 6).
 * DOMPurify loads on first use, not with the home page's first load (issue 16).
 */
let purifier: DOMPurify | null = null;
let loading: Promise<DOMPurify> | null = null;

export const loadSanitizer = (): Promise<DOMPurify> =>
  (loading ??= import('dompurify').then((module) => {
    purifier = module.default;
    return purifier;
  }));

/** Sanitised HTML, or null while DOMPurify is still loading (render nothing rather than unsanitised HTML). */
export function sanitizeHtml(html: string | null | undefined): string | null {
  if (!html) return '';
  return purifier ? purifier.sanitize(html, { USE_PROFILES: { html: true } }) : null;
}

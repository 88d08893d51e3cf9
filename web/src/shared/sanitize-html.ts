import DOMPurify from 'dompurify';

/**
 * HTML from administrators (announcements, footer text) is sanitised on write by the server and again
 * here before it is rendered (DESIGN "where the server does what the spec's client only pretended to" 6).
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

import { createRequire } from 'node:module';
import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';

// jsdom takes a quarter of a second to load: required on first use, so that processes and threads that never
// sanitise (the projections worker, most CLI commands) do not pay for it.
const requireJsdom = () => createRequire(import.meta.url)('jsdom') as typeof import('jsdom');

/**
 * Server-side HTML sanitiser for explanations, announcements and footer text (DESIGN: sanitised on write
 * and again on render). Node-only (jsdom), hence exported from the package root and never from `rules`.
 */

const SAFE_LINK = /^(?:https?:|mailto:)/i;
const SAFE_IMAGE = /^https?:/i;

const CONFIG: Config = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'blockquote',
    'span',
    'div',
    'h3',
    'h4',
    'h5',
    'h6',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'a',
    'img',
  ],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'colspan', 'rowspan'],
  // Only absolute http(s) and mailto URIs survive; relative, data:, javascript: and the rest are dropped.
  ALLOWED_URI_REGEXP: SAFE_LINK,
  // DOMPurify checks every other attribute value against the URI rule too; these are plain numbers.
  ADD_URI_SAFE_ATTR: ['colspan', 'rowspan'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

const createSanitizer = (): DOMPurify => {
  // jsdom's window carries every constructor DOMPurify reads; its type is just declared apart.
  const { window } = new (requireJsdom().JSDOM)('');
  const purify = createDOMPurify(window as unknown as WindowLike);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      // A link never opens with access to our window nor leaks the page address.
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src');
      // mailto: passes the URI rule, but is no image source.
      if (src !== null && !SAFE_IMAGE.test(src.trim())) node.removeAttribute('src');
    }
  });
  return purify;
};

// Creating a jsdom window costs tens of milliseconds: make one, on first use.
let sanitizer: DOMPurify | undefined;

export const sanitizeHtml = (html: string | null | undefined): string => {
  if (html === null || html === undefined || html === '') return '';
  sanitizer ??= createSanitizer();
  return sanitizer.sanitize(String(html), { ...CONFIG, RETURN_TRUSTED_TYPE: false });
};

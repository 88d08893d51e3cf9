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

/**
 * Text the HTML parser and serialiser give back unchanged: no markup, no entity, nothing the parser rewrites
 * (CR, NUL) or the serialiser escapes (no-break space). Sanitising it would only cost a jsdom document.
 */
/** DOMPurify itself, with no shortcut (the tests compare the shortcuts with it). */
export const purify = (input: string): string => {
  sanitizer ??= createSanitizer();
  return sanitizer.sanitize(input, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
};

const PLAIN_TEXT = /^[^<>&\r\0\u00a0]*$/;
const SIMPLE_TAGS = new Set(['p', 'strong', 'em', 'b', 'i', 'u', 's', 'code', 'sub', 'sup']);
const NOT_PLAIN = new Set(['<', '>', '&', '\r', '\0', '\u00a0']);

/**
 * Markup the parser and serialiser give back unchanged too: plain text, `<br>`, and allowed attribute-less
 * inline or paragraph elements that hold plain text (and `<br>`) only, side by side (never nested), such as
 * an imported `<p>解説</p>`. One pass, no backtracking. The unit test compares it with DOMPurify on samples.
 */
const isSimpleMarkup = (input: string): boolean => {
  let open: string | null = null;
  let index = 0;
  while (index < input.length) {
    const char = input[index] as string;
    if (char !== '<') {
      if (NOT_PLAIN.has(char)) return false;
      index += 1;
      continue;
    }
    const close = input.indexOf('>', index);
    if (close < 0) return false;
    const tag = input.slice(index + 1, close);
    index = close + 1;
    if (tag === 'br') continue;
    if (open === null && SIMPLE_TAGS.has(tag)) open = tag;
    else if (open !== null && tag === `/${open}`) open = null;
    else return false;
  }
  return open === null;
};

/**
 * The latest results by input. Why: a batch import checks each question before its chunk is appended and the
 * decider checks it again; each check sanitised the explanation in a fresh jsdom document (about 1 ms each).
 * The function is pure, so a hit returns the same string the sanitiser would.
 */
const recent = new Map<string, string>();
const RECENT_LIMIT = 2_000;
/** Characters kept (inputs and results): a few megabytes at most, however long the explanations. */
const RECENT_CHARACTERS = 2_000_000;
let recentCharacters = 0;

export const sanitizeHtml = (html: string | null | undefined): string => {
  if (html === null || html === undefined || html === '') return '';
  const input = String(html);
  if (PLAIN_TEXT.test(input) || isSimpleMarkup(input)) return input;
  const known = recent.get(input);
  if (known !== undefined) return known;
  const clean = purify(input);
  recent.set(input, clean);
  recentCharacters += input.length + clean.length;
  while (recent.size > RECENT_LIMIT || recentCharacters > RECENT_CHARACTERS) {
    const [oldest, result] = recent.entries().next().value as [string, string];
    recent.delete(oldest);
    recentCharacters -= oldest.length + result.length;
  }
  return clean;
};

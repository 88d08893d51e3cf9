export { sanitizeHtml } from './sanitize-html.js';

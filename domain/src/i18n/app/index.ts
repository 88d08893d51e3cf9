/**
 * The product's name and description in each language, on their own: the web's first load needs them, and importing
 * a whole language's catalogue for them would ship every server message with the first page.
 */
export { appEn } from '../en/app.js';
export { appJa } from '../ja/app.js';
export { appZh } from '../zh/app.js';

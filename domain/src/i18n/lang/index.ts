// The small, catalogue-free part of i18n (language codes, names, negotiation, interpolation, plurals) for the
// browser's first load: importing `@exam/domain/i18n` itself brings every catalogue of every language.
export * from '../interpolate.js';
export * from '../languages.js';
export * from '../plural.js';

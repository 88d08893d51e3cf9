// The whole domain for server-side workspaces. The web imports only `@exam/domain/rules` and
// `@exam/domain/schemas` (browser-safe); this root also pulls the jsdom-based HTML sanitiser.
export * from './access/index.js';
export * from './decider/index.js';
export * from './errors/index.js';
export * from './home-content/index.js';
export { sanitizeHtml } from './html/index.js';
export * from './i18n/index.js';
export * from './identity-rules/index.js';
export * from './mock-exam/index.js';
export * from './practice/index.js';
export * from './purchase/index.js';
export * from './question-report/index.js';
export * from './question-set/index.js';
export * from './readiness/index.js';
export * from './redeem-code/index.js';
export * from './rules/index.js';
export * from './schemas/index.js';
export * from './study-plan/index.js';
export * from './user/index.js';

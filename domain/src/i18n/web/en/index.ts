// One language's web catalogues, each part its own export so a bundler keeps only the parts a chunk uses.
export { webAuditEn } from './audit.js';
export { webAuthoringQuestionsEn } from './authoring-questions.js';
export { webAuthoringSetsEn } from './authoring-sets.js';
export { webBatchEn } from './batch.js';
export { webCommerceEn } from './commerce.js';
export { webContentEn } from './content.js';
export { webCoreEn } from './core.js';
export { webIdentityEn } from './identity.js';
export { webLearningPathEn } from './learning-path.js';
export { webMockExamEn } from './mock-exam.js';
export { webNumberInputEn } from './number-input.js';
export { webOfflineEn } from './offline.js';
export { webPwaEn } from './pwa.js';
export { webReadinessEn } from './readiness.js';
export { webRedeemAdminEn } from './redeem-admin.js';
export { webTimeZoneEn } from './time-zone.js';

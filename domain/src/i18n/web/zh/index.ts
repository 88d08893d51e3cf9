// One language's web catalogues, each part its own export so a bundler keeps only the parts a chunk uses.
export { webAuditZh } from './audit.js';
export { webAuthoringQuestionsZh } from './authoring-questions.js';
export { webAuthoringSetsZh } from './authoring-sets.js';
export { webBatchZh } from './batch.js';
export { webCommerceZh } from './commerce.js';
export { webContentZh } from './content.js';
export { webCoreZh } from './core.js';
export { webIdentityZh } from './identity.js';
export { webLearningPathZh } from './learning-path.js';
export { webMockExamZh } from './mock-exam.js';
export { webNumberInputZh } from './number-input.js';
export { webOfflineZh } from './offline.js';
export { webPwaZh } from './pwa.js';
export { webReadinessZh } from './readiness.js';
export { webRedeemAdminZh } from './redeem-admin.js';
export { webTimeZoneZh } from './time-zone.js';

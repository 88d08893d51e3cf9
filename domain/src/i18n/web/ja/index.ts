// One language's web catalogues, each part its own export so a bundler keeps only the parts a chunk uses.
export { webAuditJa } from './audit.js';
export { webAuthoringQuestionsJa } from './authoring-questions.js';
export { webAuthoringSetsJa } from './authoring-sets.js';
export { webBatchJa } from './batch.js';
export { webCommerceJa } from './commerce.js';
export { webContentJa } from './content.js';
export { webCoreJa } from './core.js';
export { webIdentityJa } from './identity.js';
export { webLearningPathJa } from './learning-path.js';
export { webMockExamJa } from './mock-exam.js';
export { webNumberInputJa } from './number-input.js';
export { webOfflineJa } from './offline.js';
export { webPwaJa } from './pwa.js';
export { webReadinessJa } from './readiness.js';
export { webRedeemAdminJa } from './redeem-admin.js';
export { webTimeZoneJa } from './time-zone.js';

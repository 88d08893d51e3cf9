import type { Language } from '../languages.js';
import { webAuditEn } from './en/audit.js';
import { webAuthoringQuestionsEn } from './en/authoring-questions.js';
import { webAuthoringSetsEn } from './en/authoring-sets.js';
import { webBatchEn } from './en/batch.js';
import { webCommerceEn } from './en/commerce.js';
import { webContentEn } from './en/content.js';
import { webCoreEn } from './en/core.js';
import { webIdentityEn } from './en/identity.js';
import { webLearningPathEn } from './en/learning-path.js';
import { webMockExamEn } from './en/mock-exam.js';
import { webNumberInputEn } from './en/number-input.js';
import { webOfflineEn } from './en/offline.js';
import { webPwaEn } from './en/pwa.js';
import { webReadinessEn } from './en/readiness.js';
import { webRedeemAdminEn } from './en/redeem-admin.js';
import { webTimeZoneEn } from './en/time-zone.js';
import { webAuditJa } from './ja/audit.js';
import { webAuthoringQuestionsJa } from './ja/authoring-questions.js';
import { webAuthoringSetsJa } from './ja/authoring-sets.js';
import { webBatchJa } from './ja/batch.js';
import { webCommerceJa } from './ja/commerce.js';
import { webContentJa } from './ja/content.js';
import { webCoreJa } from './ja/core.js';
import { webIdentityJa } from './ja/identity.js';
import { webLearningPathJa } from './ja/learning-path.js';
import { webMockExamJa } from './ja/mock-exam.js';
import { webNumberInputJa } from './ja/number-input.js';
import { webOfflineJa } from './ja/offline.js';
import { webPwaJa } from './ja/pwa.js';
import { webReadinessJa } from './ja/readiness.js';
import { webRedeemAdminJa } from './ja/redeem-admin.js';
import { webTimeZoneJa } from './ja/time-zone.js';
import { webAuditZh } from './zh/audit.js';
import { webAuthoringQuestionsZh } from './zh/authoring-questions.js';
import { webAuthoringSetsZh } from './zh/authoring-sets.js';
import { webBatchZh } from './zh/batch.js';
import { webCommerceZh } from './zh/commerce.js';
import { webContentZh } from './zh/content.js';
import { webCoreZh } from './zh/core.js';
import { webIdentityZh } from './zh/identity.js';
import { webLearningPathZh } from './zh/learning-path.js';
import { webMockExamZh } from './zh/mock-exam.js';
import { webNumberInputZh } from './zh/number-input.js';
import { webOfflineZh } from './zh/offline.js';
import { webPwaZh } from './zh/pwa.js';
import { webReadinessZh } from './zh/readiness.js';
import { webRedeemAdminZh } from './zh/redeem-admin.js';
import { webTimeZoneZh } from './zh/time-zone.js';

/**
 * The web app's own texts, one catalogue per language with the same keys as ja (the compiler checks zh and en
 * against it), one part per area as the web loads them (core, sign-in and account, commerce first; the learning
 * path, mock exams, offline and the back office's screens with their code). They sit beside the server's
 * catalogues so the web loads one set of resources per language: these plus `app`, `server`, `bounds`, `identity`.
 */
export const WEB_CATALOGUES = {
  ja: {
    core: webCoreJa,
    identity: webIdentityJa,
    commerce: webCommerceJa,
    learningPath: webLearningPathJa,
    mockExam: webMockExamJa,
    offline: webOfflineJa,
    pwa: webPwaJa,
    batch: webBatchJa,
    authoringSets: webAuthoringSetsJa,
    authoringQuestions: webAuthoringQuestionsJa,
    content: webContentJa,
    audit: webAuditJa,
    redeemAdmin: webRedeemAdminJa,
    readiness: webReadinessJa,
    numberInput: webNumberInputJa,
    timeZone: webTimeZoneJa,
  },
  zh: {
    core: webCoreZh,
    identity: webIdentityZh,
    commerce: webCommerceZh,
    learningPath: webLearningPathZh,
    mockExam: webMockExamZh,
    offline: webOfflineZh,
    pwa: webPwaZh,
    batch: webBatchZh,
    authoringSets: webAuthoringSetsZh,
    authoringQuestions: webAuthoringQuestionsZh,
    content: webContentZh,
    audit: webAuditZh,
    redeemAdmin: webRedeemAdminZh,
    readiness: webReadinessZh,
    numberInput: webNumberInputZh,
    timeZone: webTimeZoneZh,
  },
  en: {
    core: webCoreEn,
    identity: webIdentityEn,
    commerce: webCommerceEn,
    learningPath: webLearningPathEn,
    mockExam: webMockExamEn,
    offline: webOfflineEn,
    pwa: webPwaEn,
    batch: webBatchEn,
    authoringSets: webAuthoringSetsEn,
    authoringQuestions: webAuthoringQuestionsEn,
    content: webContentEn,
    audit: webAuditEn,
    redeemAdmin: webRedeemAdminEn,
    readiness: webReadinessEn,
    numberInput: webNumberInputEn,
    timeZone: webTimeZoneEn,
  },
} as const satisfies Record<Language, Record<string, unknown>>;

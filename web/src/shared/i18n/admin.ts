import * as en from '@exam/domain/i18n/web/en';
import * as ja from '@exam/domain/i18n/web/ja';
import * as zh from '@exam/domain/i18n/web/zh';
import { addLaterTexts } from './later';

// The back office's texts travel with its code (imported by AdminShell), not with every learner's first load.
addLaterTexts({
  ja: {
    ...ja.webAuthoringSetsJa,
    ...ja.webAuthoringQuestionsJa,
    ...ja.webContentJa,
    ...ja.webBatchJa,
    ...ja.webAuditJa,
    ...ja.webRedeemAdminJa,
  },
  zh: {
    ...zh.webAuthoringSetsZh,
    ...zh.webAuthoringQuestionsZh,
    ...zh.webContentZh,
    ...zh.webBatchZh,
    ...zh.webAuditZh,
    ...zh.webRedeemAdminZh,
  },
  en: {
    ...en.webAuthoringSetsEn,
    ...en.webAuthoringQuestionsEn,
    ...en.webContentEn,
    ...en.webBatchEn,
    ...en.webAuditEn,
    ...en.webRedeemAdminEn,
  },
});

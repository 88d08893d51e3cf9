import i18n from 'i18next';
import auditJa from './audit.ja.json';
import authoringQuestionsJa from './authoring-questions.ja.json';
import authoringSetsJa from './authoring-sets.ja.json';
import batchJa from './batch.ja.json';
import contentJa from './content.ja.json';

// The back office's texts travel with its code (imported by AdminShell), not with every learner's first load.
i18n.addResourceBundle(
  'ja',
  'translation',
  { ...authoringSetsJa, ...authoringQuestionsJa, ...contentJa, ...batchJa, ...auditJa },
  true,
  false,
);

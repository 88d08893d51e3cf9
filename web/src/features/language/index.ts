export { LanguageLinks, LanguageMenu } from './LanguageSwitch';
export { LearnerLanguage, useLearnerLanguage } from './use-learner-language';

export { LearningPathPage } from './components/LearningPathPage';

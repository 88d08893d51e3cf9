export { LearningPathPage } from './components/LearningPathPage';
export { TodayPlan } from './components/TodayPlan';

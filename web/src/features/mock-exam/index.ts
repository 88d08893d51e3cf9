export { ExamHistory } from './components/ExamHistory';

export { MockExamPage } from './components/MockExamPage';

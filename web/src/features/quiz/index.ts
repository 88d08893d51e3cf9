export { QuizPage } from './components/QuizPage';

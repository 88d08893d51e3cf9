export { SearchPage } from './components/SearchPage';

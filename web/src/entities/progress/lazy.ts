export { CoverageLine } from './components/CoverageLine';

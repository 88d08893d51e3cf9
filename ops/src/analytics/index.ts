export { readCatalogue, readLearningLog } from './catalogue.js';
export {
  type BacktestReport,
  type BacktestRow,
  backtestCsv,
  backtestReadiness,
  baselineOf,
  formatBacktest,
} from './readiness-backtest.js';
export { type CatalogueSet, ReplayState } from './replay-state.js';

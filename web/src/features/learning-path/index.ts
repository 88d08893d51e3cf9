export { useStartToday } from './use-start-today';

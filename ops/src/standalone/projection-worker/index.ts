export { type ProjectionWorker, startProjectionWorker } from './host.js';
export type { GroupProgress } from './remote-group.js';

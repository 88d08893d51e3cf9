export { type RebuildOptions, type RebuildReport, rebuildProjections } from './rebuild-projections.js';

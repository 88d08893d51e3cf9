export { CATALOGUE_CHECKPOINT, catalogueProjections } from './catalogue.js';
export * from './read-models/index.js';
export * from './rebuild/index.js';
export * from './runner/index.js';

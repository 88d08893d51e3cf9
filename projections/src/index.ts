export { ANALYTICS_CHECKPOINT, analyticsProjections } from './analytics.js';
export { CATALOGUE_CHECKPOINT, catalogueProjections } from './catalogue.js';
export { COMMERCE_CHECKPOINT, commerceProjections } from './commerce.js';
export { IDENTITY_CHECKPOINT, userProjections } from './identity.js';
export { LEARNING_CHECKPOINT, learningProjections } from './learning.js';
export * from './read-models/index.js';
export * from './rebuild/index.js';
export * from './runner/index.js';

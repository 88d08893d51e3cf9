export { accessProjection } from './projection.js';
export { ACCESS, type AccessDocument, accessDocumentId } from './types.js';

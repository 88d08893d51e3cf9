export { HOME_CONTENT_UPDATED, homeContentProjection } from './projection.js';
export { HOME_CONTENT, HOME_CONTENT_ID, type HomeContentDocument } from './types.js';

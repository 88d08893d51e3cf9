export { nameBasedUuid } from './name-based-uuid.js';

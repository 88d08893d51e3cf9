export { questionSetListingProjection } from './projection.js';

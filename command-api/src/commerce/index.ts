export { type CommerceOptions, createCommerceCommandRoutes } from './routes.js';

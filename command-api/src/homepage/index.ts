export { createHomepageCommandRoutes, HomeMessages } from './routes.js';

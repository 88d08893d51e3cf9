export { createUploadCommandRoutes, UPLOADS_PATH, type UploadRouteDependencies } from './routes.js';

export { IMPORT_JOB, type ImportJobData, type ImportResult, importJobHandler } from './import-job.js';
export { CREATE_MODE, createImportCommandRoutes, type ImportRouteDependencies } from './routes.js';

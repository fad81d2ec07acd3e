/** The bulk imports and exports as background jobs: the wiring's and the routes' surface. */
export { type BulkJobs, createBulkJobs } from './bulk-jobs';
export { bulkRoutes } from './bulk.routes';
export { runExportJob } from './export-job';

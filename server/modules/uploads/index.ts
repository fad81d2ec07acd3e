/** The uploads module's public surface: what the wiring, other modules and their tests use. */
export { createPrivateFiles, type PrivateFiles } from './private-files';
export { uploadRoutes } from './uploads.routes';
export {
  createUploadService,
  type IncomingFile,
  UPLOAD_ERRORS,
  type UploadService,
  uploadUrl,
} from './uploads.service';

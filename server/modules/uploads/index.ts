/** The uploads module's public surface: what the wiring, other modules and their tests use. */
export { uploadRoutes } from './uploads.routes';
export {
  createUploadService,
  type IncomingFile,
  UPLOAD_ERRORS,
  type UploadService,
  uploadUrl,
} from './uploads.service';

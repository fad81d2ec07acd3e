/** The marketing module's public surface: what the wiring, other modules and their tests use. */
export { audienceRoutes } from './audience.routes';
export { bounceRoutes } from './bounces.routes';
export { csvFileStream } from './csv-stream';
export { createCampaignDispatcher } from './campaign-dispatcher';
export { type CampaignContent, type CampaignMailContext, renderCampaignEmail } from './campaign-emails';
export { campaignRoutes } from './campaigns.routes';
export { createCampaignService } from './campaigns.service';
export { type ContactNotes, createContactNotes } from './contact-notes';
export { createContactService, recordCustomerContact } from './contacts.service';
export { sanitizeEmailHtml } from './email-html';
export { marketingRoutes } from './marketing.routes';
export { createMarketingService } from './marketing.service';
export { type CertificateFetcher, fetchCertificateOverHttps } from './sns-signature';
export { unsubscribeRoutes } from './unsubscribe.routes';
export { createSuppressionService, type SuppressionService, type UnsubscribeStatus } from './unsubscribe.service';
export { suppressed as isSuppressed } from './campaign-audience';
export {
  outreachMessage,
  suppressedAmong,
  type TournamentOrganiser,
  tournamentOrganisers,
  tournamentOrganiserPage,
} from './tournament-organisers';
export { assertCsvFile, CSV_BOM, csvLine, parseCsv } from './csv';
export {
  emptyCheckpoint,
  fixPrefix,
  IMPORT_CONCURRENCY_KEY,
  IMPORT_JOB_KIND,
  type ImportCheckpoint,
  type ImportJobPayload,
  type ImportJobRun,
  runImportJob,
} from './import-job';
export { rowsToFixCsv, storeImportFile } from './import-job-files';

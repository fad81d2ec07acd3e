/**
 * The receivables module's public surface: what customers owe, line by line (deposit, balance, invoice). Reminders,
 * statements and PDFs build on `orderSchedule` and `openLines`.
 */
export type { ScheduleLineKind, ScheduleLineState, AgingBucket } from '../../../core/receivables';
export type {
  ScheduleLine,
  ScheduleLineOwner,
  OrderSchedule,
  ReceivableLine,
  ReceivablesReport,
} from '../../../core/schemas/receivables';
export { createReceivablesService, type ReceivablesService } from './receivables.service';
export { receivablesRoutes } from './receivables.routes';

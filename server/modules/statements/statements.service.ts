/**
 * Statements for the owner to send a club's treasurer: one customer's open lines (the receivables report's, at the
 * service's clock), their payments in a period (the payments module's) and the balance; as a PDF, downloaded or
 * e-mailed. The e-mail names the statement and the period only: the PDF is drawn up when the message is sent.
 */
import { addDays, isoDate } from '../../../core/dates';
import { STATEMENT_DEFAULT_DAYS, type StatementQuery } from '../../../core/schemas/statements';
import type { MailingShop } from '../../config';
import type { Database } from '../../db/client';
import type { CurrentUser } from '../../current-user';
import { enqueueEmail } from '../../integrations/mail/outbox';
import { renderEmail } from '../../integrations/mail/templates';
import { pdfFileName, renderPdfDocument, type PdfFile } from '../../integrations/render/pdf-document';
import { recordAudit } from '../audit';
import type { CustomerPayment } from '../payments';
import type { ReceivablesService } from '../receivables';
import { statementDocument } from './statement-pdf';

export interface StatementDeps {
  db: Database;
  shop: MailingShop;
  receivables: Pick<ReceivablesService, 'report' | 'now'>;
  payments: { customerPayments(email: string, period: { from: Date; to: Date }): Promise<CustomerPayment[]> };
}

/** The period asked for, or the last STATEMENT_DEFAULT_DAYS days to today. */
function periodOf(query: StatementQuery, today: string) {
  const to = query.to ?? today;
  return { from: query.from ?? addDays(to, 1 - STATEMENT_DEFAULT_DAYS), to };
}

export function createStatements({ db, shop, receivables, payments }: StatementDeps) {
  async function pdf(query: StatementQuery): Promise<PdfFile> {
    const now = receivables.now();
    const asOf = isoDate(now);
    const period = periodOf(query, asOf);
    const address = query.email.toLowerCase();
    const [report, paid] = await Promise.all([
      receivables.report(now),
      payments.customerPayments(address, {
        from: new Date(`${period.from}T00:00:00Z`),
        to: new Date(`${addDays(period.to, 1)}T00:00:00Z`),
      }),
    ]);
    const owed = report.customers.find((customer) => customer.customerEmail.toLowerCase() === address);
    const job = statementDocument(shop, {
      customer: { name: owed?.customerName ?? query.email, email: query.email },
      period,
      asOf,
      openLines: owed?.lines ?? [],
      payments: paid,
    });
    return {
      fileName: pdfFileName('statement', address.replace('@', '-at-'), asOf),
      pdf: await renderPdfDocument(job),
    };
  }

  return {
    pdf,

    /** Queues the statement e-mail (the PDF attached when it is sent), audited in the same transaction. */
    async email(query: StatementQuery, actor: CurrentUser, ip: string): Promise<void> {
      const period = periodOf(query, isoDate(receivables.now()));
      await db.transaction(async (tx) => {
        await enqueueEmail(tx, {
          to: query.email,
          ...renderEmail(shop, {
            subject: `Your statement from ${shop.name}`,
            greeting: 'Hello,',
            paragraphs: [
              'Your statement is attached: what is still open on your account, and the payments we received from you.',
              `If anything looks wrong, reply to this e-mail or write to ${shop.supportEmail}.`,
            ],
          }),
          payload: { statement: query.email },
          attachments: [{ kind: 'statement-pdf', id: 0, args: { email: query.email, ...period } }],
        });
        await recordAudit(tx, {
          actor,
          action: 'statement.email',
          entity: 'customers',
          entityId: query.email.toLowerCase(),
          details: { email: query.email, ...period },
          ip,
        });
      });
    },
  };
}

export type StatementService = ReturnType<typeof createStatements>;

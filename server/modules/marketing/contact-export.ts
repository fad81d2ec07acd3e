/**
 * The admin's CSV exports of the campaigns' audience, written a page of rows at a time (keyset pages, so each page
 * is one short indexed query however many contacts there are) as the client takes them.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { CAMPAIGN_MESSAGES } from '../../../core/schemas/campaigns';
import type { Database } from '../../db/client';
import { contactListMembers, contacts, suppressions } from '../../db/schema';
import { latestList } from './campaign-audience';
import { joinName } from './contact-import';
import { findColumn } from './csv';
import { csvFileStream } from './csv-stream';

/** Rows read from the database at a time. */
export const EXPORT_PAGE_ROWS = 1000;
const TOURNAMENT_COLUMNS = ['Organization', 'Organisation', 'Company', 'Club', 'Tournament', 'Event', 'Date', 'Phone'];

/** Every contact with its consent and any suppression, oldest first. */
export function exportCustomersCsv(db: Database, pageRows = EXPORT_PAGE_ROWS) {
  const page = (after: { id: number } | undefined) =>
    db
      .select({
        id: contacts.id,
        email: contacts.email,
        name: contacts.name,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        company: contacts.company,
        phone: contacts.phone,
        source: contacts.source,
        marketingConsentAt: contacts.marketingConsentAt,
        consentSource: contacts.consentSource,
        suppressed: suppressions.reason,
      })
      .from(contacts)
      .leftJoin(suppressions, sql`lower(${suppressions.email}) = lower(${contacts.email})`)
      .where(after ? gt(contacts.id, after.id) : undefined)
      .orderBy(contacts.id)
      .limit(pageRows);
  return csvFileStream(
    ['Email', 'Name', 'Company', 'Phone', 'Source', 'Marketing Consent At', 'Consent Source', 'Suppressed'],
    page,
    (c) => [
      c.email,
      c.name ?? joinName(c.firstName, c.lastName),
      c.company,
      c.phone,
      c.source,
      c.marketingConsentAt?.toISOString(),
      c.consentSource,
      c.suppressed,
    ],
  );
}

/** The latest tournament list by address: name, e-mail and the file's other columns. 404 when none was uploaded. */
export async function exportTournamentContacts(db: Database, pageRows = EXPORT_PAGE_ROWS) {
  const list = await latestList(db, 'tournament');
  if (!list) throw new AppError('not_found', CAMPAIGN_MESSAGES.noTournamentList);
  const found = await db
    .selectDistinct({ key: sql<string>`jsonb_object_keys(${contactListMembers.details})` })
    .from(contactListMembers)
    .where(eq(contactListMembers.listId, list.id));
  // jsonb keeps no key order: the usual tournament columns first, then any others alphabetically.
  const keys = found.map((row) => row.key);
  const usual = TOURNAMENT_COLUMNS.map((name) => findColumn(keys, name)).filter((key) => key !== undefined);
  const columns = [...new Set([...usual, ...keys.sort()])];
  // Addresses are unique whatever their case (contacts_email_lower_key): the lower-cased address is the page key.
  const emailKey = sql<string>`lower(${contacts.email})`;
  const page = (after: { key: string } | undefined) =>
    db
      .select({ key: emailKey, name: contacts.name, email: contacts.email, details: contactListMembers.details })
      .from(contactListMembers)
      .innerJoin(contacts, eq(contacts.id, contactListMembers.contactId))
      .where(and(eq(contactListMembers.listId, list.id), after ? sql`${emailKey} > ${after.key}` : undefined))
      .orderBy(emailKey)
      .limit(pageRows);
  return csvFileStream(['Name', 'Email', ...columns], page, (m) => [
    m.name,
    m.email,
    ...columns.map((key) => m.details[key]),
  ]);
}

/**
 * The Shopify customer import and the VIP and tournament list uploads, read from the uploaded file as it arrives
 * (csv-stream.ts) and written 500 rows a statement. The import commits each batch on its own, so the database
 * serves the shop's other requests between them; the lists are read whole first and appear at once.
 */
import { and, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { isoDate } from '../../../core/dates';
import {
  CAMPAIGN_MESSAGES,
  campaignEmailSchema,
  type ContactListKind,
  type ImportResult,
} from '../../../core/schemas/campaigns';
import { queryRows, type Database, type Tx } from '../../db/client';
import { contactListMembers, contactLists, contacts, type Contact } from '../../db/schema';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';
import { findColumn, type CsvLineError, type CsvRow } from './csv';
import { CSV_BATCH_ROWS, readCsvStream, type CsvBatch } from './csv-stream';
import { tournamentListDates } from './tournament-list-dates';

type Actor = Pick<CurrentUser, 'id'>;
/** An uploaded file's bytes as they arrive (the multipart part's stream). */
export type CsvBytes = AsyncIterable<Uint8Array | string>;

interface Person {
  line: number;
  email: string;
  name: string | null;
  firstName?: string | null;
  lastName?: string | null;
  company: string | null;
  phone: string | null;
  details?: Record<string, string>;
}

const CHUNK = CSV_BATCH_ROWS;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));
const lower = (email: string) => email.toLowerCase();

/**
 * A batch goes to the database as one jsonb parameter, so drizzle builds the same short statement whatever its size:
 * a 500-row VALUES list of nine columns was 4,500 parameters to build, the import's longest hold of the event loop.
 */
const asJson = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
/** The contact's address is one of `emails` (any case). */
const emailIn = (emails: string[]) =>
  sql`lower(${contacts.email}) in (select jsonb_array_elements_text(${asJson(emails.map(lower))}))`;

/** The contacts already known for these addresses, by lower-cased address. */
async function contactsByEmail(tx: Tx, emails: string[]): Promise<Map<string, Contact>> {
  const found = new Map<string, Contact>();
  for (const part of chunks([...new Set(emails.map(lower))])) {
    const rows = await tx.select().from(contacts).where(emailIn(part));
    for (const row of rows) found.set(lower(row.email), row);
  }
  return found;
}

/**
 * Adds the people not yet contacts (with `source` and the consent), and gives the consent to those known without
 * one (a consent already given stays as it was). Returns every person's contact id and whether they were new or
 * newly consenting (counted as imported) rather than consenting already (a duplicate).
 */
async function upsertWithConsent(
  tx: Tx,
  people: Person[],
  source: 'shopify-import' | 'vip-csv' | 'tournament-csv',
  /** null: the people are added without consent (a VIP list: the admin's upload is not their consent). */
  consentSource: string | null,
): Promise<{ ids: Map<string, number>; imported: number; duplicates: number }> {
  const now = new Date();
  const ids = new Map<string, number>();
  const known = await contactsByEmail(
    tx,
    people.map((p) => p.email),
  );
  const toConsent: number[] = [];
  const toInsert: Person[] = [];
  let duplicates = 0;
  for (const person of people) {
    const contact = known.get(lower(person.email));
    if (!contact) toInsert.push(person);
    else if (contact.marketingConsentAt || consentSource === null) duplicates++;
    else toConsent.push(contact.id);
    if (contact) ids.set(lower(person.email), contact.id);
  }
  for (const part of chunks(toConsent)) {
    await tx
      .update(contacts)
      .set({ marketingConsentAt: now, consentSource, updatedAt: now })
      .where(
        and(
          sql`${contacts.id} in (select jsonb_array_elements_text(${asJson(part)})::integer)`,
          isNull(contacts.marketingConsentAt),
        ),
      );
  }
  let inserted = 0;
  for (const part of chunks(toInsert)) {
    const people = part.map((p) => ({
      email: p.email,
      name: p.name,
      first_name: p.firstName ?? null,
      last_name: p.lastName ?? null,
      company: p.company,
      phone: p.phone,
    }));
    const rows = await queryRows<{ id: number; email: string }>(
      tx,
      sql`insert into ${contacts} (email, name, first_name, last_name, company, phone, source, marketing_consent_at, consent_source)
        select p.email, p.name, p.first_name, p.last_name, p.company, p.phone, ${source},
          ${consentSource === null ? null : now.toISOString()}::timestamptz, ${consentSource}
        from jsonb_to_recordset(${asJson(people)})
          as p(email text, name text, first_name text, last_name text, company text, phone text)
        -- An address added meanwhile by an order or a signup: left as it is (counted as a duplicate).
        on conflict do nothing
        returning id, email`,
    );
    inserted += rows.length;
    for (const row of rows) ids.set(lower(row.email), row.id);
  }
  duplicates += toInsert.length - inserted;
  if (inserted < toInsert.length) {
    for (const [key, contact] of await contactsByEmail(
      tx,
      toInsert.map((p) => p.email),
    )) {
      if (!ids.has(key)) ids.set(key, contact.id);
    }
  }
  return { ids, imported: inserted + toConsent.length, duplicates };
}

/**
 * Shopify customers who did not accept e-mail marketing: recorded as customers who said no (a contact known without
 * consent gets the refusal; a consent given to the shop stays as it was), so a VIP send skips them.
 */
async function recordRefusals(tx: Tx, emails: string[]): Promise<void> {
  const now = new Date();
  for (const part of chunks(emails)) {
    await tx.execute(
      sql`insert into ${contacts} (email, source, marketing_refused_at)
        select email, 'shopify-import', ${now.toISOString()}::timestamptz
        from jsonb_array_elements_text(${asJson(part)}) as email
        on conflict do nothing`,
    );
    await tx
      .update(contacts)
      .set({ marketingRefusedAt: now, updatedAt: now })
      .where(and(isNull(contacts.marketingConsentAt), emailIn(part)));
  }
}

/** The row's address, or the reason it has none. */
function rowEmail(row: CsvRow, column: string): { email: string } | { error: CsvLineError } {
  const raw = row.cells[column] ?? '';
  const record = Object.values(row.cells);
  if (raw === '') return { error: { line: row.line, message: 'The row has no e-mail address.', record } };
  const parsed = campaignEmailSchema.safeParse(raw);
  if (!parsed.success) {
    return { error: { line: row.line, message: `"${raw.slice(0, 100)}" is not a valid e-mail address.`, record } };
  }
  return { email: parsed.data };
}

export function emailColumn(headers: readonly string[]): string {
  const column = findColumn(headers, 'Email', 'E-mail', 'Email Address', 'E-mail Address');
  if (!column) throw new AppError('bad_request', CAMPAIGN_MESSAGES.missingEmailColumn);
  return column;
}

const cell = (row: CsvRow, column: string | undefined) => (column ? row.cells[column] || null : null);
export const joinName = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ') || null;
/** The file name as the admin's computer had it, without any path, for the panels and the campaign form. */
const baseName = (fileName: string, fallback: string) =>
  fileName
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\x00-\x1F\x7F]/g, '')
    .trim()
    .slice(0, 255) || fallback;

/** What the Shopify export's columns are called in this file (older and newer exports differ). */
function shopifyColumns(headers: readonly string[]) {
  return {
    email: emailColumn(headers),
    accepts: findColumn(headers, 'Accepts Email Marketing', 'Accepts Marketing'),
    first: findColumn(headers, 'First Name'),
    last: findColumn(headers, 'Last Name'),
    // Older exports: Company and Phone; newer ones: the default address's, and Phone for the SMS number.
    companies: [findColumn(headers, 'Company'), findColumn(headers, 'Default Address Company')],
    phones: [findColumn(headers, 'Phone'), findColumn(headers, 'Default Address Phone')],
  };
}

/** The batch's errors and the rows' own (no valid address) in the file's order. */
const byLine = (errors: CsvLineError[]) => errors.sort((a, b) => a.line - b.line);

/** Where a Shopify import stands: the columns found, the counts so far and every address seen (lower-cased). */
export interface ShopifyImportState {
  columns?: ReturnType<typeof shopifyColumns>;
  result: ImportResult;
  seen: Set<string>;
}

/**
 * One batch of Shopify's customer export, written (refusals, then consenting contacts) and counted into `state`:
 * rows that accepted e-mail marketing become consenting contacts; the others are skipped (counted so) and recorded as
 * customers who said no to marketing. An address already consenting, or repeated in the file, is a duplicate; one
 * known without consent gets it (imported). Rows without a valid address are reported by line and skipped. The
 * suppression list is not touched: an address that unsubscribed stays unsubscribed.
 */
export async function importShopifyBatch(db: Database, batch: CsvBatch, state: ShopifyImportState): Promise<void> {
  const c = (state.columns ??= shopifyColumns(batch.headers));
  const errors = [...batch.errors];
  const people: Person[] = [];
  const refusals: string[] = [];
  for (const row of batch.rows) {
    const found = rowEmail(row, c.email);
    if ('error' in found) {
      errors.push(found.error);
    } else if (state.seen.has(lower(found.email))) {
      state.result.duplicates++;
    } else {
      state.seen.add(lower(found.email));
      if (!/^(yes|true)$/i.test(cell(row, c.accepts) ?? '')) {
        refusals.push(found.email);
        state.result.skipped++;
        continue;
      }
      const [firstName, lastName] = [cell(row, c.first), cell(row, c.last)];
      people.push({
        line: row.line,
        email: found.email,
        name: joinName(firstName, lastName),
        firstName,
        lastName,
        company: cell(row, c.companies[0]) ?? cell(row, c.companies[1]),
        // Shopify writes '+1... so spreadsheets keep the plus: the number is what we keep.
        phone: (cell(row, c.phones[0]) ?? cell(row, c.phones[1]))?.replace(/^'(?=[+\d])/, '') ?? null,
      });
    }
  }
  state.result.skipped += errors.length;
  state.result.errors.push(...byLine(errors));
  if (refusals.length > 0) await db.transaction((tx) => recordRefusals(tx, refusals));
  if (people.length === 0) return;
  const consent = `Shopify export: ${c.accepts ?? 'Accepts Email Marketing'} = yes`;
  const saved = await db.transaction((tx) => upsertWithConsent(tx, people, 'shopify-import', consent));
  state.result.imported += saved.imported;
  state.result.duplicates += saved.duplicates;
}

/**
 * A VIP or tournament list: a new contact_lists row whose members are its valid, distinct addresses (contacts
 * upserted; a tournament upload counts as the admin's outreach consent, a VIP upload as no one's); columns beyond e-mail and name are kept per member. The file
 * is read whole before anything is written, so a refused file changes nothing; the list and its members are written
 * in one transaction, so a campaign never sees half a list. A tournament list's answer also says which organisers are
 * on the calendar (an event day from `now`'s day on) and lists the rows that are not (tournament-list-dates.ts).
 */
export async function uploadContactList(
  db: Database,
  upload: {
    kind: ContactListKind;
    fileName: string;
    bytes: CsvBytes;
    /** After each batch read: rows read, the distinct valid addresses and the rows without one so far. */
    onRead?: (read: { rowsRead: number; accepted: number; errors: number }) => Promise<void>;
  },
  actor: Actor,
  ip: string,
  now: Date = new Date(),
) {
  const { kind, fileName } = upload;
  let columns: { email: string; name?: string; first?: string; last?: string; company?: string; phone?: string };
  const errors: CsvLineError[] = [];
  const seen = new Set<string>();
  const people: Person[] = [];
  let rowsRead = 0;
  await readCsvStream(upload.bytes, async (batch: CsvBatch) => {
    const h = batch.headers;
    columns ??= {
      email: emailColumn(h),
      name: findColumn(h, 'Name', 'Contact', 'Contact Name', 'Full Name', 'Customer Name', 'Organizer'),
      first: findColumn(h, 'First Name'),
      last: findColumn(h, 'Last Name'),
      company: findColumn(h, 'Organization', 'Organisation', 'Company', 'Club'),
      phone: findColumn(h, 'Phone', 'Phone Number'),
    };
    const { email, name } = columns;
    const found = [...batch.errors];
    for (const row of batch.rows) {
      const address = rowEmail(row, email);
      if ('error' in address) found.push(address.error);
      else if (!seen.has(lower(address.email))) {
        seen.add(lower(address.email));
        const details = Object.fromEntries(Object.entries(row.cells).filter(([key]) => key !== email && key !== name));
        people.push({
          line: row.line,
          email: address.email,
          name: cell(row, name) ?? joinName(cell(row, columns.first), cell(row, columns.last)),
          company: cell(row, columns.company),
          phone: cell(row, columns.phone),
          details,
        });
      }
    }
    errors.push(...byLine(found));
    rowsRead += batch.rows.length + batch.errors.length;
    await upload.onRead?.({ rowsRead, accepted: people.length, errors: errors.length });
  });
  if (people.length === 0) {
    throw new AppError('unprocessable', `No valid e-mail address in the file (line ${errors[0]?.line ?? 2}).`);
  }
  const csvFileName = baseName(fileName, `${kind}.csv`);
  const who = kind === 'vip' ? 'VIP' : 'tournament';
  const dates = kind === 'tournament' ? tournamentListDates(people, isoDate(now)) : null;
  return db.transaction(async (tx) => {
    const [list] = await tx
      .insert(contactLists)
      .values({ kind, fileName: csvFileName, rowCount: people.length, createdBy: actor.id })
      .returning();
    // A tournament organiser's list is the admin's outreach about their event; a VIP list is no one's consent.
    const consent = kind === 'vip' ? null : `${who} list upload by the admin`;
    const { ids } = await upsertWithConsent(tx, people, `${kind}-csv`, consent);
    for (const [index, part] of chunks(people).entries()) {
      const start = index * CHUNK;
      const members = part.map((p, i) => ({
        contact_id: ids.get(lower(p.email))!,
        details: p.details ?? {},
        // A tournament row's event day, when its date column reads as one: the tournament calendar counts from it.
        event_date: dates?.eventDates[start + i] ?? null,
      }));
      await tx.execute(
        sql`insert into ${contactListMembers} (list_id, contact_id, details, event_date)
          select ${list!.id}::integer, m.contact_id, m.details, m.event_date
          from jsonb_to_recordset(${asJson(members)}) as m(contact_id integer, details jsonb, event_date date)
          on conflict do nothing`,
      );
    }
    await recordAudit(tx, {
      actor,
      action: 'contacts.upload-list',
      entity: 'contact_lists',
      entityId: list!.id,
      details: {
        kind,
        fileName: csvFileName,
        count: people.length,
        errors: errors.length,
        ...(dates ? { onCalendar: dates.calendar.onCalendar, unusableDates: dates.calendar.unusable.length } : {}),
      },
      ip,
    });
    return { count: people.length, csvFileName, errors, ...(dates ? { calendar: dates.calendar } : {}) };
  });
}

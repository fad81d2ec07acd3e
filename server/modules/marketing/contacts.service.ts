/**
 * The campaigns' audience: contacts (with the source and time of any marketing consent), the Shopify customer import,
 * the uploaded VIP and tournament lists, the panels' summary and the CSV exports. Suppressions: unsubscribe.service.ts.
 */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import {
  CAMPAIGN_MESSAGES,
  campaignEmailSchema,
  type ContactListKind,
  type ImportResult,
} from '../../../core/schemas/campaigns';
import type { ShopIdentity } from '../../config';
import type { Database, Executor, Tx } from '../../db/client';
import { contactListMembers, contactLists, contacts, suppressions, type Contact } from '../../db/schema';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit/audit.service';
import { findColumn, parseCsv, toCsv, type CsvLineError, type CsvRow, type CsvTable } from './csv';

type Actor = Pick<CurrentUser, 'id'>;

/**
 * A customer who ordered, registered, asked for a quote or was sent an invoice: a contact for transactional mail only,
 * never marketing consent.
 */
export async function recordCustomerContact(
  tx: Executor,
  person: {
    email: string;
    name?: string | null;
    company?: string | null;
    source: 'order' | 'account' | 'quote' | 'invoice';
  },
): Promise<Contact> {
  const email = person.email.trim();
  const name = person.name?.trim() || null;
  const company = person.company?.trim() || null;
  const [created] = await tx
    .insert(contacts)
    .values({ email, name, company, source: person.source })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // Known already (maybe with consent, which stays): only a missing name or company is filled in.
  const [existing] = await tx
    .update(contacts)
    .set({
      name: sql`coalesce(${contacts.name}, ${name})`,
      company: sql`coalesce(${contacts.company}, ${company})`,
    })
    .where(sql`lower(${contacts.email}) = lower(${email})`)
    .returning();
  return existing!;
}

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

const CHUNK = 500;
const TOURNAMENT_COLUMNS = ['Organization', 'Organisation', 'Company', 'Club', 'Tournament', 'Event', 'Date', 'Phone'];
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));
const lower = (email: string) => email.toLowerCase();

/** The contacts already known for these addresses, by lower-cased address. */
async function contactsByEmail(tx: Tx, emails: string[]): Promise<Map<string, Contact>> {
  const found = new Map<string, Contact>();
  for (const part of chunks([...new Set(emails.map(lower))])) {
    const rows = await tx
      .select()
      .from(contacts)
      .where(inArray(sql`lower(${contacts.email})`, part));
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
  consentSource: string,
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
    else if (contact.marketingConsentAt) duplicates++;
    else toConsent.push(contact.id);
    if (contact) ids.set(lower(person.email), contact.id);
  }
  for (const part of chunks(toConsent)) {
    await tx
      .update(contacts)
      .set({ marketingConsentAt: now, consentSource, updatedAt: now })
      .where(and(inArray(contacts.id, part), isNull(contacts.marketingConsentAt)));
  }
  let inserted = 0;
  for (const part of chunks(toInsert)) {
    const rows = await tx
      .insert(contacts)
      .values(
        part.map((p) => ({
          email: p.email,
          name: p.name,
          firstName: p.firstName ?? null,
          lastName: p.lastName ?? null,
          company: p.company,
          phone: p.phone,
          source,
          marketingConsentAt: now,
          consentSource,
        })),
      )
      // An address added meanwhile by an order or a signup: left as it is (counted as a duplicate).
      .onConflictDoNothing()
      .returning({ id: contacts.id, email: contacts.email });
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

/** The row's address, or the reason it has none. */
function rowEmail(row: CsvRow, column: string): { email: string } | { error: CsvLineError } {
  const raw = row.cells[column] ?? '';
  if (raw === '') return { error: { line: row.line, message: 'The row has no e-mail address.' } };
  const parsed = campaignEmailSchema.safeParse(raw);
  if (!parsed.success) {
    return { error: { line: row.line, message: `"${raw.slice(0, 100)}" is not a valid e-mail address.` } };
  }
  return { email: parsed.data };
}

function emailColumn(table: CsvTable): string {
  const column = findColumn(table.headers, 'Email', 'E-mail', 'Email Address', 'E-mail Address');
  if (!column) throw new AppError('bad_request', CAMPAIGN_MESSAGES.missingEmailColumn);
  return column;
}

const cell = (row: CsvRow, column: string | undefined) => (column ? row.cells[column] || null : null);
const joinName = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ') || null;
/** The file name as the admin's computer had it, without any path, for the panels and the campaign form. */
const baseName = (fileName: string, fallback: string) =>
  fileName
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\x00-\x1F\x7F]/g, '')
    .trim()
    .slice(0, 255) || fallback;

export function createContactService(deps: { db: Database; shop: ShopIdentity }) {
  const { db, shop } = deps;

  return {
    /**
     * Shopify's customer export: rows that accepted e-mail marketing become consenting contacts; the others are
     * skipped. An address already consenting, or repeated in the file, is a duplicate; one known without consent
     * gets it (imported). Rows without a valid address are reported by line and skipped. The suppression list is
     * not touched: an address that unsubscribed stays unsubscribed.
     */
    async importShopifyCustomers(text: string, actor: Actor, ip: string): Promise<ImportResult> {
      const table = parseCsv(text);
      const email = emailColumn(table);
      const h = table.headers;
      const accepts = findColumn(h, 'Accepts Email Marketing', 'Accepts Marketing');
      const [first, last] = [findColumn(h, 'First Name'), findColumn(h, 'Last Name')];
      // Older exports: Company and Phone; newer ones: the default address's, and Phone for the SMS number.
      const companies = [findColumn(h, 'Company'), findColumn(h, 'Default Address Company')];
      const phones = [findColumn(h, 'Phone'), findColumn(h, 'Default Address Phone')];
      const errors = [...table.errors];
      let skipped = errors.length;
      let duplicates = 0;
      const seen = new Set<string>();
      const people: Person[] = [];
      for (const row of table.rows) {
        const found = rowEmail(row, email);
        if ('error' in found) {
          errors.push(found.error);
          skipped++;
        } else if (seen.has(lower(found.email))) {
          duplicates++;
        } else {
          seen.add(lower(found.email));
          if (!/^(yes|true)$/i.test(cell(row, accepts) ?? '')) {
            skipped++;
            continue;
          }
          const [firstName, lastName] = [cell(row, first), cell(row, last)];
          people.push({
            line: row.line,
            email: found.email,
            name: joinName(firstName, lastName),
            firstName,
            lastName,
            company: cell(row, companies[0]) ?? cell(row, companies[1]),
            // Shopify writes '+1... so spreadsheets keep the plus: the number is what we keep.
            phone: (cell(row, phones[0]) ?? cell(row, phones[1]))?.replace(/^'(?=[+\d])/, '') ?? null,
          });
        }
      }
      errors.sort((a, b) => a.line - b.line);
      const label = accepts ?? 'Accepts Email Marketing';
      return db.transaction(async (tx) => {
        const saved = await upsertWithConsent(tx, people, 'shopify-import', `Shopify export: ${label} = yes`);
        const result = { imported: saved.imported, skipped, duplicates: duplicates + saved.duplicates, errors };
        await recordAudit(tx, {
          actor,
          action: 'contacts.import',
          entity: 'contacts',
          entityId: 'shopify-import',
          details: { ...result, errors: errors.length },
          ip,
        });
        return result;
      });
    },

    /**
     * A VIP or tournament list: a new contact_lists row whose members are its valid, distinct addresses (contacts
     * upserted with the admin's upload as their consent); columns beyond e-mail and name are kept per member.
     */
    async uploadContactList(kind: ContactListKind, fileName: string, text: string, actor: Actor, ip: string) {
      const table = parseCsv(text);
      const email = emailColumn(table);
      const h = table.headers;
      const name = findColumn(h, 'Name', 'Contact', 'Contact Name', 'Full Name', 'Customer Name', 'Organizer');
      const [first, last] = [findColumn(h, 'First Name'), findColumn(h, 'Last Name')];
      const company = findColumn(h, 'Organization', 'Organisation', 'Company', 'Club');
      const phone = findColumn(h, 'Phone', 'Phone Number');
      const errors = [...table.errors];
      const seen = new Set<string>();
      const people: Person[] = [];
      for (const row of table.rows) {
        const found = rowEmail(row, email);
        if ('error' in found) errors.push(found.error);
        else if (!seen.has(lower(found.email))) {
          seen.add(lower(found.email));
          const details = Object.fromEntries(
            Object.entries(row.cells).filter(([key]) => key !== email && key !== name),
          );
          people.push({
            line: row.line,
            email: found.email,
            name: cell(row, name) ?? joinName(cell(row, first), cell(row, last)),
            company: cell(row, company),
            phone: cell(row, phone),
            details,
          });
        }
      }
      errors.sort((a, b) => a.line - b.line);
      if (people.length === 0) {
        throw new AppError('unprocessable', `No valid e-mail address in the file (line ${errors[0]?.line ?? 2}).`);
      }
      const csvFileName = baseName(fileName, `${kind}.csv`);
      const who = kind === 'vip' ? 'VIP' : 'tournament';
      return db.transaction(async (tx) => {
        const [list] = await tx
          .insert(contactLists)
          .values({ kind, fileName: csvFileName, rowCount: people.length, createdBy: actor.id })
          .returning();
        const { ids } = await upsertWithConsent(tx, people, `${kind}-csv`, `${who} list upload by the admin`);
        for (const part of chunks(people)) {
          await tx
            .insert(contactListMembers)
            .values(part.map((p) => ({ listId: list!.id, contactId: ids.get(lower(p.email))!, details: p.details })))
            .onConflictDoNothing();
        }
        await recordAudit(tx, {
          actor,
          action: 'contacts.upload-list',
          entity: 'contact_lists',
          entityId: list!.id,
          details: { kind, fileName: csvFileName, count: people.length, errors: errors.length },
          ip,
        });
        return { count: people.length, csvFileName, errors };
      });
    },

    /** The panels' numbers: contacts, who marketing would reach now, the suppression list, the latest lists. */
    async summary() {
      const suppressed = sql`exists (select 1 from ${suppressions} where lower(${suppressions.email}) = lower(${contacts.email}))`;
      const [totals] = await db
        .select({
          contacts: count(),
          marketable: sql<number>`(count(*) filter (where ${contacts.marketingConsentAt} is not null and not ${suppressed}))::int`,
        })
        .from(contacts);
      const [blocked] = await db.select({ n: count() }).from(suppressions);
      const latest = async (kind: ContactListKind) => {
        const [list] = await db
          .select()
          .from(contactLists)
          .where(eq(contactLists.kind, kind))
          .orderBy(desc(contactLists.createdAt), desc(contactLists.id))
          .limit(1);
        return list
          ? { csvFileName: list.fileName, count: list.rowCount, uploadedAt: list.createdAt.toISOString() }
          : null;
      };
      return {
        contacts: totals?.contacts ?? 0,
        marketable: totals?.marketable ?? 0,
        suppressed: blocked?.n ?? 0,
        vipList: await latest('vip'),
        tournamentList: await latest('tournament'),
        defaultExclusions: [shop.salesEmail],
      };
    },

    /** Every contact with its consent and any suppression, oldest first. */
    async exportCustomersCsv(): Promise<string> {
      const rows = await db
        .select({ contact: contacts, suppressed: suppressions.reason })
        .from(contacts)
        .leftJoin(suppressions, sql`lower(${suppressions.email}) = lower(${contacts.email})`)
        .orderBy(contacts.id);
      return toCsv(
        ['Email', 'Name', 'Company', 'Phone', 'Source', 'Marketing Consent At', 'Consent Source', 'Suppressed'],
        rows.map(({ contact: c, suppressed }) => [
          c.email,
          c.name ?? joinName(c.firstName, c.lastName),
          c.company,
          c.phone,
          c.source,
          c.marketingConsentAt?.toISOString(),
          c.consentSource,
          suppressed,
        ]),
      );
    },

    /** The latest tournament list: name, e-mail and the file's other columns. 404 when none was uploaded. */
    async exportTournamentContacts(): Promise<string> {
      const [list] = await db
        .select()
        .from(contactLists)
        .where(eq(contactLists.kind, 'tournament'))
        .orderBy(desc(contactLists.createdAt), desc(contactLists.id))
        .limit(1);
      if (!list) throw new AppError('not_found', CAMPAIGN_MESSAGES.noTournamentList);
      const members = await db
        .select({ contact: contacts, details: contactListMembers.details })
        .from(contactListMembers)
        .innerJoin(contacts, eq(contacts.id, contactListMembers.contactId))
        .where(eq(contactListMembers.listId, list.id))
        .orderBy(sql`lower(${contacts.email})`);
      // jsonb keeps no key order: the usual tournament columns first, then any others alphabetically.
      const keys = [...new Set(members.flatMap((m) => Object.keys(m.details)))];
      const usual = TOURNAMENT_COLUMNS.map((name) => findColumn(keys, name)).filter((key) => key !== undefined);
      const columns = [...new Set([...usual, ...keys.sort()])];
      return toCsv(
        ['Name', 'Email', ...columns],
        members.map((m) => [m.contact.name, m.contact.email, ...columns.map((key) => m.details[key])]),
      );
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;

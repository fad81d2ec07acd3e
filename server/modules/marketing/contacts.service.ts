/**
 * The campaigns' audience: contacts (with the source and time of any marketing consent), the Shopify customer import,
 * the uploaded VIP and tournament lists, the panels' summary and the CSV exports. Suppressions: unsubscribe.service.ts.
 */
import { count, desc, eq, sql } from 'drizzle-orm';
import type { ContactListKind } from '../../../core/schemas/campaigns';
import type { ShopIdentity } from '../../config';
import type { Database, Executor } from '../../db/client';
import { contactLists, contacts, suppressions, type Contact } from '../../db/schema';
import type { CurrentUser } from '../../current-user';
import { exportCustomersCsv, exportTournamentContacts } from './contact-export';
import { uploadContactList, type CsvBytes } from './contact-import';

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

export function createContactService(deps: { db: Database; shop: ShopIdentity; now?: () => Date }) {
  const { db, shop } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** Shopify's customer export, read as it arrives (contact-import.ts). */

    /** A VIP or tournament list upload (contact-import.ts). */
    uploadContactList: (
      upload: { kind: ContactListKind; fileName: string; bytes: CsvBytes },
      actor: Actor,
      ip: string,
    ) => uploadContactList(db, upload, actor, ip, now()),

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

    /** The CSV exports as streams (contact-export.ts). */
    exportCustomersCsv: () => exportCustomersCsv(db),
    exportTournamentContacts: () => exportTournamentContacts(db),
  };
}

export type ContactService = ReturnType<typeof createContactService>;

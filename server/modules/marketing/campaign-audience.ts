/**
 * Who a campaign is sent to, written as its recipient rows in the transaction that creates it: INSERT ... SELECT
 * ... ON CONFLICT DO NOTHING on the unique (campaign, lower(email)) index, so an address is a recipient once
 * however often it appears. Suppressed addresses are left out here and checked again when each message is queued.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CampaignKind, ContactListKind } from '../../../core/schemas/campaigns';
import type { Executor, Tx } from '../../db/client';
import { contactLists, emailCampaigns, suppressions, type ContactList } from '../../db/schema';

/** The address is on the suppression list (unsubscribed, bounced, complained, excluded by the admin). */
export function isSuppressed(email: SQL | string): SQL {
  return sql`exists (select 1 from ${suppressions} where lower(${suppressions.email}) = lower(${email}))`;
}

/** A contact's name as a greeting uses it: the name, else first and last name. */
const contactName = sql`coalesce(nullif(trim(c.name), ''), nullif(trim(concat_ws(' ', c.first_name, c.last_name)), ''))`;

interface RecipientDefaults {
  campaignId: number;
  kind: CampaignKind;
  /** The shared code every recipient gets; null with unique codes (made when each message is queued). */
  code: string | null;
}

async function insertFrom(tx: Tx, defaults: RecipientDefaults, from: SQL): Promise<void> {
  await tx.execute(sql`
    insert into email_campaigns (campaign_id, contact_id, customer_email, customer_name, discount_code, campaign_type)
    select ${defaults.campaignId}, c.id, c.email, ${contactName}, ${defaults.code}, ${defaults.kind}
    ${from}
    order by c.id
    on conflict do nothing`);
}

/**
 * Marketing and mass discount: every contact who opted in to marketing and is not suppressed, minus the
 * campaign's own exclusions (lowercased).
 */
export function addConsentedContacts(tx: Tx, defaults: RecipientDefaults, excluded: string[]): Promise<void> {
  return insertFrom(
    tx,
    defaults,
    sql`from contacts c
    where c.marketing_consent_at is not null
      and not ${isSuppressed(sql`c.email`)}
      and lower(c.email) not in (select jsonb_array_elements_text(${JSON.stringify(excluded)}::jsonb))`,
  );
}

/** VIP and tournament: the members of an uploaded list (the uploader attests their consent), unless suppressed. */
export function addListMembers(tx: Tx, defaults: RecipientDefaults, listId: number): Promise<void> {
  return insertFrom(
    tx,
    defaults,
    sql`from contact_list_members m join contacts c on c.id = m.contact_id
    where m.list_id = ${listId} and not ${isSuppressed(sql`c.email`)}`,
  );
}

/** One address (a single VIP e-mail, a test send): linked to its contact when there is one. */
export async function addOneRecipient(
  tx: Tx,
  defaults: RecipientDefaults,
  person: { email: string; name: string | null },
): Promise<void> {
  await tx.insert(emailCampaigns).values({
    campaignId: defaults.campaignId,
    contactId: sql`(select id from contacts where lower(email) = lower(${person.email}))`,
    customerEmail: person.email,
    customerName:
      person.name || sql`(select ${contactName} from contacts c where lower(c.email) = lower(${person.email}))`,
    discountCode: defaults.code,
    campaignType: defaults.kind,
  });
}

/** The latest uploaded list of a kind (VIP: with that file name). */
export async function latestList(db: Executor, kind: ContactListKind, fileName?: string): Promise<ContactList | null> {
  const [list] = await db
    .select()
    .from(contactLists)
    .where(and(eq(contactLists.kind, kind), fileName === undefined ? undefined : eq(contactLists.fileName, fileName)))
    .orderBy(desc(contactLists.createdAt), desc(contactLists.id))
    .limit(1);
  return list ?? null;
}

export async function suppressed(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: suppressions.id })
    .from(suppressions)
    .where(sql`lower(${suppressions.email}) = lower(${email})`)
    .limit(1);
  return row !== undefined;
}

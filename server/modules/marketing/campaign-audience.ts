/**
 * Who a campaign is sent to, written as its recipient rows in the transaction that creates it: INSERT ... SELECT
 * ... ON CONFLICT DO NOTHING on the unique (campaign, lower(email)) index, so an address is a recipient once
 * however often it appears. Suppressed addresses are left out here and checked again when each message is queued.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { CAMPAIGN_MESSAGES, type CampaignKind, type ContactListKind } from '../../../core/schemas/campaigns';
import type { Executor, Tx } from '../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { contactLists, contacts, emailCampaigns, suppressions, type ContactList } from '../../db/schema';

/** The address is on the suppression list (unsubscribed, bounced, complained, excluded by the admin). */
export function isSuppressed(email: SQL | string): SQL {
  return sql`exists (select 1 from ${suppressions} where lower(${suppressions.email}) = lower(${email}))`;
}

/**
 * The consent an older VIP upload wrote for everyone on its file: the admin's upload is not the person's consent, so
 * it counts as none (uploads no longer write it).
 */
export const VIP_UPLOAD_CONSENT = 'VIP list upload by the admin';

/** The contact `c` agreed to marketing e-mail (and did not say no since). */
const consented = sql`(c.marketing_consent_at is not null
  and (c.marketing_refused_at is null or c.marketing_consent_at > c.marketing_refused_at)
  and c.consent_source is distinct from ${VIP_UPLOAD_CONSENT})`;

/** The contact `c` is a customer: a Shopify customer, or someone who ordered from the shop. */
const customer = sql`(c.source in ('shopify-import', 'order')
  or exists (select 1 from orders o where lower(o.customer_email) = lower(c.email)))`;

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
    where ${consented}
      and not ${isSuppressed(sql`c.email`)}
      and lower(c.email) not in (select jsonb_array_elements_text(${JSON.stringify(excluded)}::jsonb))`,
  );
}

/**
 * Why the contact `c` may not get a VIP e-mail, or null: said no, never a customer without consent, or a customer
 * without consent unless the owner confirmed a one-off send to customers.
 */
function vipSkipReason(oneOffToCustomers: boolean): SQL {
  return sql`case
    when c.marketing_refused_at is not null and not ${consented} then 'refused marketing'
    when ${consented} then null
    when not ${customer} then 'not a customer'
    when ${oneOffToCustomers} then null
    else 'no consent' end`;
}

/**
 * VIP and tournament: every member of an uploaded list is a recipient row, those who may not get it `skipped` with
 * the reason (suppressed; VIP: the consent rules above), so the campaign's counts say who was left out and why.
 * Tournament organisers are written to about their own event (the footer names it).
 */
export async function addListMembers(
  tx: Tx,
  defaults: RecipientDefaults,
  listId: number,
  vip?: { oneOffToCustomers: boolean },
): Promise<void> {
  const suppressedReason = sql`(select s.reason from ${suppressions} s where lower(s.email) = lower(c.email) limit 1)`;
  const reason = vip ? sql`coalesce(${suppressedReason}, ${vipSkipReason(vip.oneOffToCustomers)})` : suppressedReason;
  await tx.execute(sql`
    insert into email_campaigns
      (campaign_id, contact_id, customer_email, customer_name, discount_code, campaign_type, status, skip_reason)
    select ${defaults.campaignId}, c.id, c.email, ${contactName}, ${defaults.code}, ${defaults.kind},
      case when r.reason is null then 'pending' else 'skipped' end, r.reason
    from contact_list_members m join contacts c on c.id = m.contact_id
    cross join lateral (select ${reason} as reason) r
    where m.list_id = ${listId}
    order by c.id
    on conflict do nothing`);
}

/** Whether one address may get a VIP e-mail: null, or the message saying why not (a 409's). */
export async function vipRefusal(db: Executor, email: string, oneOffToCustomers: boolean): Promise<string | null> {
  const c = alias(contacts, 'c');
  const [row] = await db
    .select({ reason: sql<string | null>`${vipSkipReason(oneOffToCustomers)}` })
    .from(c)
    .where(sql`lower(c.email) = lower(${email})`);
  const reason = row ? row.reason : 'not a customer';
  if (reason === null) return null;
  return reason === 'refused marketing'
    ? CAMPAIGN_MESSAGES.refusedMarketing
    : reason === 'no consent'
      ? CAMPAIGN_MESSAGES.noConsent
      : CAMPAIGN_MESSAGES.notCustomer;
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

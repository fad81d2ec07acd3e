// The scale bench's shop: a year's trade of a busy pin maker, written straight into a migrated PostgreSQL database with
// generate_series (seconds, not the hours the API would take). Every row satisfies the schema's checks; amounts are
// integer cents that add up (subtotal + shipping = total; deposit + balance = total); dates spread over 13 months.
import pg from 'pg';

export const SCALE = {
  products: 500,
  customers: 20_000,
  catalogueOrders: 80_000,
  customOrders: 20_000,
  contacts: 50_000,
  analyticsEvents: 5_000_000,
  quotes: 2_000,
};

const MONTHS_DAYS = 395;

/** A date spread over the last 13 months from `g`, the same on every run. */
const spreadDate = (g) =>
  `now() - ((${g} * 7919) % ${MONTHS_DAYS}) * interval '1 day' - ((${g} * 7877) % 86400) * interval '1 second'`;

const FIRST = `(array['Alex','Sam','Jordan','Taylor','Morgan','Casey','Riley','Jamie','Avery','Quinn','Drew','Parker'])`;
const LAST = `(array['Palmer','Hogan','Nicklaus','Sorenstam','Woods','Watson','Player','Snead','Jones','Hagen','Lopez','Wie'])`;
const name = (g) => `${FIRST}[1 + ${g} % 12] || ' ' || ${LAST}[1 + (${g} / 12) % 12]`;
const email = (g) => `'customer' || ${g} || '@scale.example'`;
const STATES = `(array['CA','TX','FL','NY','AZ','NC','SC','GA','OR','WA','ON','BC'])`;

const statements = (s) => [
  // Products beyond the demo catalogue, up to s.products.
  `insert into products (name, description, price_cents, stock_quantity, category)
     select 'Scale pin ' || g, 'A soft enamel pin for the scale bench.', 899 + (g % 7) * 100, 500,
            (array['golf-pins','commemorative','tournament','seasonal'])[1 + g % 4]
     from generate_series(1, greatest(0, ${s.products} - (select count(*) from products))) g`,
  // Customers with accounts (no password: they cannot sign in).
  `insert into users (username, email, email_verified_at, created_at)
     select 'scale' || g, ${email('g')}, now(), ${spreadDate('g')} from generate_series(1, ${s.customers}) g`,
  // Catalogue orders, each paid by a captured cart payment.
  `with paid as (
     insert into payments (purpose, status, amount_cents, provider_order_id, create_request_id, capture_request_id,
                           capture_id, payer_email, created_at, captured_at)
     select 'cart', 'captured', 1199 * (1 + g % 9) + 695, 'SCALE-ORDER-' || g, 'scale-cart-create-' || g,
            'scale-cart-capture-' || g, 'SCALE-CAPTURE-' || g, ${email(`(g % ${s.customers}) + 1`)},
            ${spreadDate('g')}, ${spreadDate('g')}
     from generate_series(1, ${s.catalogueOrders}) g
     returning id, amount_cents, created_at, substring(create_request_id from '[0-9]+$')::int as g)
   insert into orders (user_id, customer_email, customer_name, shipping_address, shipping_country, subtotal_cents,
                       shipping_cents, total_amount_cents, payment_intent_id, payment_id, items, status, created_at,
                       updated_at)
   select u.id, u.email, ${name('paid.g')}, paid.g || ' Fairway Dr, Springfield, ' || ${STATES}[1 + paid.g % 12] || ' 12345',
          case when paid.g % 12 >= 10 then 'CA' else 'US' end,
          paid.amount_cents - 695, 695, paid.amount_cents, 'SCALE-ORDER-' || paid.g, paid.id,
          jsonb_build_array(jsonb_build_object('productId', 1 + paid.g % 20, 'name', 'Golf pin ' || (1 + paid.g % 20),
            'quantity', 1 + paid.g % 9, 'priceCents', 1199, 'listPriceCents', 1199)),
          case when paid.created_at < now() - interval '30 days' then 'delivered'
            else (array['processing','shipped','delivered','delivered'])[1 + paid.g % 4] end,
          paid.created_at, paid.created_at
   from paid join users u on u.username = 'scale' || ((paid.g % ${s.customers}) + 1)`,
  // Custom orders (made when their deposit is paid) through every status, the old ones mostly delivered; a deposit
  // payment for each, a balance payment from balance_paid on.
  `insert into custom_orders (user_id, quantity, size, plating, packaging, price_per_pin_cents, total_price_cents,
                              deposit_amount_cents, remaining_balance_cents, customer_email, customer_name, status,
                              ship_to, created_at, updated_at)
   select u.id, 50 + (g % 20) * 25, (array['0.75inch','1inch','1.25inch','1.5inch'])[1 + g % 4],
          (array['silver','gold','bronze','black-nickel'])[1 + g % 4], 'just-pins', 450,
          450 * (50 + (g % 20) * 25), 45 * (50 + (g % 20) * 25),
          405 * (50 + (g % 20) * 25),
          u.email, ${name('g')},
          case when (g * 7919) % ${MONTHS_DAYS} > 60
            then (array['delivered','delivered','delivered','delivered','shipped','cancelled'])[1 + g % 6]
            else (array['deposit_paid','design_in_progress','mockup_sent','awaiting_approval','approved',
                        'balance_paid','in_production','shipped','delivered','cancelled'])[1 + g % 10] end,
          jsonb_build_object('name', ${name('g')}, 'company', '', 'address', g || ' Links Rd', 'city', 'Pinehurst',
                             'country', 'US', 'state', 'NC', 'zipCode', '28374'),
          ${spreadDate('g')}, ${spreadDate('g')}
   from generate_series(1, ${s.customOrders}) g
   join users u on u.username = 'scale' || ((g * 7 % ${s.customers}) + 1)`,
  `insert into payments (purpose, status, amount_cents, provider_order_id, create_request_id, capture_request_id,
                         capture_id, custom_order_id, payer_email, created_at, captured_at)
   select 'deposit', 'captured', o.deposit_amount_cents, 'SCALE-DEP-' || o.id, 'scale-dep-create-' || o.id,
          'scale-dep-capture-' || o.id, 'SCALE-DEP-CAPTURE-' || o.id, o.id, o.customer_email, o.created_at, o.created_at
   from custom_orders o where o.customer_email like '%@scale.example'`,
  `insert into payments (purpose, status, amount_cents, provider_order_id, create_request_id, capture_request_id,
                         capture_id, custom_order_id, payer_email, created_at, captured_at)
   select 'balance', 'captured', o.total_price_cents - o.deposit_amount_cents, 'SCALE-BAL-' || o.id,
          'scale-bal-create-' || o.id, 'scale-bal-capture-' || o.id, 'SCALE-BAL-CAPTURE-' || o.id, o.id,
          o.customer_email, o.created_at + interval '20 days', o.created_at + interval '20 days'
   from custom_orders o
   where o.status in ('balance_paid','in_production','shipped','delivered') and o.customer_email like '%@scale.example'`,
  // The order keeps its payments' ids, as the capture records them.
  `update custom_orders o set deposit_payment_id = p.provider_order_id from payments p
   where p.custom_order_id = o.id and p.purpose = 'deposit' and p.capture_id like 'SCALE-%'`,
  `update custom_orders o set balance_payment_id = p.provider_order_id from payments p
   where p.custom_order_id = o.id and p.purpose = 'balance' and p.capture_id like 'SCALE-%'`,
  // Contacts: the buyers and as many again from imports and sign-ups, 70% with marketing consent.
  `insert into contacts (email, name, first_name, last_name, source, marketing_consent_at, consent_source, created_at,
                         updated_at)
   select ${email('g')}, ${name('g')}, ${FIRST}[1 + g % 12], ${LAST}[1 + (g / 12) % 12],
          (array['order','shopify-import','signup','tournament-csv','vip-csv'])[1 + g % 5],
          case when g % 10 < 7 then ${spreadDate('g')} end,
          case when g % 10 < 7 then 'Shopify export: Accepts Email Marketing = yes' end,
          ${spreadDate('g')}, ${spreadDate('g')}
   from generate_series(1, ${s.contacts}) g`,
  // Quote requests: half answered.
  `insert into quote_requests (customer_name, customer_email, company_name, project_description, quantity,
                               preferred_size, status, quoted_amount, quoted_at, created_at, updated_at)
   select ${name('g')}, ${email('g')}, 'Club ' || g, 'Tournament pins for our member-guest, ' || (100 + g % 400) || ' pieces.',
          100 + g % 400, '1inch', (array['pending','quoted','approved','completed'])[1 + g % 4],
          case when g % 4 > 0 then 450 * (100 + g % 400) end, case when g % 4 > 0 then ${spreadDate('g')} end,
          ${spreadDate('g')}, ${spreadDate('g')}
   from generate_series(1, ${s.quotes}) g`,
];

/** 5 million page views and events over 13 months, 500,000 a statement (one huge insert would hold the WAL). */
function analyticsStatements(total) {
  const batch = 500_000;
  const out = [];
  for (let start = 1; start <= total; start += batch) {
    const end = Math.min(total, start + batch - 1);
    out.push(
      `insert into analytics_events (occurred_at, name, step, path, referrer_host, utm_source, device, country,
                                     visitor_hash)
       select now() - ((g::bigint * 7919) % ${MONTHS_DAYS * 86400}) * interval '1 second',
              (array['pageview','pageview','pageview','pageview','add_to_cart','begin_checkout','submit_quote_request',
                     'designer_step'])[1 + g % 8],
              case when g % 8 = 7 then 1 + g % 5 end,
              (array['/','/shop','/product/1','/custom-pins','/blog','/quote','/product/7','/wholesale'])[1 + (g / 8) % 8],
              (array[null,'google.com','bing.com','facebook.com','golfwrx.com'])[1 + g % 5],
              case when g % 13 = 0 then 'newsletter' end,
              (array['desktop','mobile','tablet'])[1 + g % 3], (array['US','CA','GB',null])[1 + g % 4],
              md5((g / 5)::text)
       from generate_series(${start}, ${end}) g`,
    );
  }
  return out;
}

/**
 * Fills `databaseUrl` (migrated by the shop's first start) with the scale data, then ANALYZE.
 * @returns {Promise<{ step: string, ms: number }[]>} how long each step took
 */
export async function seedScale(databaseUrl, scale = SCALE, log = () => {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const timings = [];
  try {
    // VACUUM as autovacuum would have done in a shop that has run a year: the trigram indexes' pending entries merged.
    const steps = [...statements(scale), ...analyticsStatements(scale.analyticsEvents), 'vacuum analyze'];
    for (const [index, statement] of steps.entries()) {
      const started = performance.now();
      await client.query(statement);
      const ms = Math.round(performance.now() - started);
      const step = statement.trim().split(/\s+/).slice(0, 3).join(' ');
      timings.push({ step, ms });
      log(`seed ${index + 1}/${steps.length} ${step}: ${ms} ms`);
    }
  } finally {
    await client.end();
  }
  return timings;
}

/** Row counts of the tables the bench measures, as the report states them. */
export async function countRows(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = ['products', 'users', 'orders', 'custom_orders', 'payments', 'contacts', 'quote_requests'];
    const counts = {};
    for (const table of tables)
      counts[table] = Number((await client.query(`select count(*) from ${table}`)).rows[0].count);
    counts.analytics_events = Number(
      (await client.query(`select reltuples::bigint as n from pg_class where relname = 'analytics_events'`)).rows[0].n,
    );
    return counts;
  } finally {
    await client.end();
  }
}

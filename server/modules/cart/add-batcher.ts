/**
 * The cart's adds as few statements (issue 16): application-level group commit. An add made while no add statement
 * is running goes at once, alone. Else it waits: the adds made in the same turn of the event loop go together at the
 * turn's end (while fewer than MAX_IN_FLIGHT statements run), and when a statement returns everything waiting goes
 * as one (BATCH_STATEMENT, at most MAX_BATCH adds). Under load one statement, one transaction and one round trip
 * serve many adds: less than half the CPU per add, in Node and in PostgreSQL. On PGlite (one connection in process) the
 * adds of a turn likewise go as one statement.
 *
 * The results are those of the adds one after another: two adds of one line (session and product) never share a
 * statement or run at once here (an upsert cannot touch one row twice in a statement); the second goes in a later
 * statement, in arrival order. A statement's upsert takes its rows in (session, product) order, so two batches (of
 * this process or another) never wait on each other's rows in a cycle. A batch the database refuses (an id past the
 * integer range, ...) rolled back whole: each of its adds then runs alone and gets its own answer. Any other failure
 * (the connection lost: the statement may have been applied) is every add's error, never a retry.
 */
import { queryStatement, type Database, type Statement } from '../../db/client';

/** Add statements running at once; the rest wait and go together. */
const MAX_IN_FLIGHT = 2;
/** Adds in one statement at most. */
const MAX_BATCH = 64;

/**
 * The products an add reads, with `max`, the most a cart may hold of each (maxPurchaseQuantity in core/catalog): 0
 * when it is not in stock, the limited pins' cap ($4) or the stock when it is lower, else the stock. Both statements
 * below read the products through it.
 */
const PRODUCT_WITH_MAX = `select id, name, price_cents, image_url, in_stock, stock_quantity, limited,
        case when not (in_stock and stock_quantity > 0) then 0
             when limited then least($4::integer, stock_quantity)
             else stock_quantity end as max
      from products`;

/**
 * One add: the product, the guarded upsert and the line the response shows. Prepared once per connection
 * (queryStatement): parsing and planning it on every add was most of the add's cost. $1 session, $2 product,
 * $3 quantity, $4 the limited pins' cap. It answers only the columns the response and the refusals need (the
 * purchase limit is worked out again from them, maxPurchaseQuantity), and the line's time as epoch milliseconds:
 * node-postgres reads a column per field of each answer and parses a timestamp with a regular expression.
 */
const ADD_STATEMENT: Statement = {
  name: 'cart_add',
  text: `with p as (
      ${PRODUCT_WITH_MAX} where id = $2::integer and is_active
    ), saved as (
      insert into cart_items (session_id, product_id, quantity)
      select $1::text, p.id, $3::integer from p where $3::integer <= p.max
      on conflict (session_id, product_id) do update
        set quantity = cart_items.quantity + excluded.quantity, updated_at = now()
        where cart_items.quantity + excluded.quantity <= (select max from p)
      returning id, quantity, created_at
    )
    select p.name, p.price_cents, p.image_url, p.in_stock, p.stock_quantity, p.limited, saved.id as item_id,
      saved.quantity, (extract(epoch from saved.created_at) * 1000)::float8 as created_ms
    from p left join saved on true`,
};

/**
 * ADD_STATEMENT for many adds, row by row the same: $1 sessions, $2 products, $3 quantities (arrays of one length,
 * no (session, product) twice), $4 the cap. One answer row per add, in their order; name null: no such product.
 */
const BATCH_STATEMENT: Statement = {
  name: 'cart_add_batch',
  text: `with input as (
      select * from unnest($1::text[], $2::integer[], $3::integer[]) with ordinality as i(session_id, product_id, quantity, n)
    ), p as (
      ${PRODUCT_WITH_MAX} where id = any($2::integer[]) and is_active
    ), saved as (
      insert into cart_items (session_id, product_id, quantity)
      select input.session_id, p.id, input.quantity from input join p on p.id = input.product_id
      where input.quantity <= p.max
      order by input.session_id, p.id
      on conflict (session_id, product_id) do update
        set quantity = cart_items.quantity + excluded.quantity, updated_at = now()
        where cart_items.quantity + excluded.quantity <= (select max from p where p.id = excluded.product_id)
      returning session_id, product_id, id, quantity, created_at
    )
    select p.name, p.price_cents, p.image_url, p.in_stock, p.stock_quantity, p.limited, saved.id as item_id,
      saved.quantity, (extract(epoch from saved.created_at) * 1000)::float8 as created_ms
    from input left join p on p.id = input.product_id
      left join saved on saved.session_id = input.session_id and saved.product_id = input.product_id
    order by input.n`,
};

/** The row of an add: the product (and its purchase limit) with the saved line's fields, null when refused. */
export interface AddedRow {
  name: string;
  price_cents: number;
  image_url: string | null;
  in_stock: boolean;
  stock_quantity: number;
  limited: boolean;
  item_id: number | null;
  quantity: number | null;
  created_ms: number | null;
}

interface PendingAdd {
  sessionId: string;
  productId: number;
  quantity: number;
  /** The line it adds to: one add of a line at a time. */
  key: string;
  resolve(row: AddedRow | undefined): void;
  reject(error: unknown): void;
}

/** A PostgreSQL array literal of strings (`{"a","b"}`): one parameter on PGlite and node-postgres alike. */
function textArray(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * The database's refusal of a statement (an ErrorResponse, with its SQLSTATE): it was rolled back, so running its
 * adds again cannot apply one twice. node-postgres' and PGlite's DatabaseError both carry code and severity.
 */
function isStatementError(error: unknown): boolean {
  const fields = error as { code?: unknown; severity?: unknown } | null;
  return typeof fields?.code === 'string' && typeof fields.severity === 'string';
}

export function createAddBatcher(db: Database, limitedCap: number) {
  const waiting: PendingAdd[] = [];
  /** The lines with an add in a running statement. */
  const busy = new Set<string>();
  let inFlight = 0;

  async function alone(add: PendingAdd): Promise<AddedRow | undefined> {
    const params = [add.sessionId, add.productId, add.quantity, limitedCap];
    const [row] = await queryStatement<AddedRow>(db, ADD_STATEMENT, params);
    return row;
  }

  async function together(adds: PendingAdd[]): Promise<(AddedRow | undefined)[]> {
    const params = [
      textArray(adds.map((add) => add.sessionId)),
      `{${adds.map((add) => add.productId).join(',')}}`,
      `{${adds.map((add) => add.quantity).join(',')}}`,
      limitedCap,
    ];
    const rows = await queryStatement<AddedRow | Record<keyof AddedRow, null>>(db, BATCH_STATEMENT, params);
    if (rows.length !== adds.length) throw new Error(`cart_add_batch answered ${rows.length} rows for ${adds.length}`);
    return rows.map((row) => (row.name === null ? undefined : (row as AddedRow)));
  }

  async function run(adds: PendingAdd[]): Promise<void> {
    if (adds.length === 1) {
      const [add] = adds as [PendingAdd];
      await alone(add).then(add.resolve, add.reject);
      return;
    }
    try {
      const rows = await together(adds);
      adds.forEach((add, i) => add.resolve(rows[i]));
    } catch (error) {
      if (!isStatementError(error)) {
        for (const add of adds) add.reject(error);
        return;
      }
      // Rolled back whole: each add alone gets its own answer (the one refused, the others saved).
      await Promise.all(adds.map((add) => alone(add).then(add.resolve, add.reject)));
    }
  }

  /** The waiting adds the next statement takes: in arrival order, none of a line already in one. */
  function nextBatch(): PendingAdd[] {
    const batch: PendingAdd[] = [];
    let kept = 0;
    for (const add of waiting) {
      if (batch.length < MAX_BATCH && !busy.has(add.key)) {
        busy.add(add.key);
        batch.push(add);
      } else {
        waiting[kept++] = add;
      }
    }
    waiting.length = kept;
    return batch;
  }

  function pump(): void {
    while (inFlight < MAX_IN_FLIGHT && waiting.length > 0) {
      const batch = nextBatch();
      if (batch.length === 0) return;
      inFlight += 1;
      void run(batch).finally(() => {
        inFlight -= 1;
        for (const add of batch) busy.delete(add.key);
        pump();
      });
    }
  }

  /** A pump at the end of this turn of the event loop (setImmediate), once, for the adds the turn makes. */
  let scheduled = false;
  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      pump();
    });
  }

  return {
    /** The add's row (undefined: no such product), as ADD_STATEMENT answers it for this add alone. */
    add(sessionId: string, productId: number, quantity: number): Promise<AddedRow | undefined> {
      return new Promise((resolve, reject) => {
        waiting.push({ sessionId, productId, quantity, key: `${productId}:${sessionId}`, resolve, reject });
        // Nothing running: it goes at once, alone. Else with the others of this turn of the event loop, or with
        // everything waiting when a running statement returns.
        if (inFlight === 0 && waiting.length === 1) pump();
        else schedule();
      });
    },
  };
}

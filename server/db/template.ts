/**
 * A new embedded database starts as a copy of a prepared template instead of being made step by step: PGlite's
 * initdb (seconds of WebAssembly) and the migrations and demo data run once per machine, into a cached data
 * directory, and every new DATA_DIR copies it (tens of milliseconds). The cache is keyed by everything that decides
 * its content: PGlite's version, the migration files, and the demo data with the code that loads it. The template
 * is made by the very steps a new database would take (migrateDatabase, then seedDemoData), so the two are the same
 * (template.db.test.ts). docs/decisions/017-pglite-template.md.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPglite } from './pglite';
import { migrationsDir, projectRoot } from '../paths';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { blogImageUrl, demoBlogPosts } from './seed/blog-posts';
import { demoDiscountCodes } from './seed/discount-codes';
import { advanceInvoiceNumbers, demoInvoices } from './seed/invoices';
import { demoProducts, productImageUrl } from './seed/products';
import { seedDemoData, type SeedSummary } from './seed/seed';

/** Git-ignored (node_modules) and kept across builds; safe to delete at any time. */
export const defaultTemplateCacheDir = path.join(projectRoot, 'node_modules', '.cache', 'pinshop');

export interface TemplateOptions {
  /** Where templates are kept (default: node_modules/.cache/pinshop). */
  cacheDir?: string;
  /** The migrations folder (default: server/db/migrations). */
  migrationsFolder?: string;
}

export interface NewFromTemplate {
  /** The template was made by this call (the first new database with these migrations and demo data). */
  madeTemplate: boolean;
  /** What the demo data load inserted when the template was made. */
  seeded?: SeedSummary;
}

/** A directory is a PostgreSQL data directory once it holds PG_VERSION (PGlite's own test for "a database is here"). */
export function isDataDir(dir: string): boolean {
  return existsSync(path.join(dir, 'PG_VERSION'));
}

/**
 * Fills `pgdata` (absent or empty) with a copy of the template, making the template first when there is none.
 * Throws when the cache cannot be written; the caller then makes the database step by step.
 */
export async function newPgliteFromTemplate(pgdata: string, options: TemplateOptions = {}): Promise<NewFromTemplate> {
  const cacheDir = options.cacheDir ?? defaultTemplateCacheDir;
  const folder = options.migrationsFolder ?? migrationsDir;
  const template = path.join(cacheDir, `pglite-${await templateKey(folder)}`);
  let made: NewFromTemplate = { madeTemplate: false };
  if (!isDataDir(template)) made = await makeTemplate(template, folder);
  await mkdir(pgdata, { recursive: true });
  await cp(template, pgdata, { recursive: true });
  // Marks it as in use (pruneOthers).
  const now = new Date();
  await utimes(template, now, now);
  return made;
}

/** Built in a staging directory and renamed into place, so a reader never sees half a template. */
async function makeTemplate(template: string, folder: string): Promise<NewFromTemplate> {
  await mkdir(path.dirname(template), { recursive: true });
  const staging = await mkdtemp(`${template}.building-`);
  try {
    const handle = await openDatabase({ kind: 'pglite', instance: await createPglite(staging) });
    let seeded: SeedSummary | undefined;
    try {
      await migrateDatabase(handle, {
        folder,
        onFresh: async (db) => {
          seeded = await seedDemoData(db);
        },
      });
    } finally {
      await handle.close();
    }
    try {
      await rename(staging, template);
    } catch (error) {
      // Another process starting at the same moment put its identical template there first.
      if (!isDataDir(template)) throw error;
      return { madeTemplate: false };
    }
    await pruneOthers(path.dirname(template), path.basename(template));
    return { madeTemplate: true, seeded };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Templates of other migrations or demo data unused for a day (several builds of one checkout may start side by side,
 * each with its own), and builds left by a crash an hour ago or more. A start copying a template at that moment
 * fails its copy and makes its database step by step instead.
 */
async function pruneOthers(cacheDir: string, keep: string) {
  const now = Date.now();
  for (const name of await readdir(cacheDir)) {
    const full = path.join(cacheDir, name);
    const other = /^pglite-[0-9a-f]{16}$/.test(name) && name !== keep;
    const building = /^pglite-[0-9a-f]{16}\.building-/.test(name);
    if (!other && !building) continue;
    const age = now - (await stat(full)).mtimeMs;
    if (age > (other ? DAY_MS : HOUR_MS)) await rm(full, { recursive: true, force: true });
  }
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A hash of everything that decides the template's content. */
export async function templateKey(folder: string): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`pglite ${await pgliteVersion()}\n`);
  for (const file of await listFiles(folder)) {
    hash.update(`${path.relative(folder, file)}\n`);
    hash.update(await readFile(file));
  }
  hash.update(JSON.stringify({ demoProducts, demoBlogPosts, demoDiscountCodes, demoInvoices }));
  // The code that loads the data: its source files where the shop runs from its project folder (they change only
  // when edited), else the compiled functions (their text also changes with the bundler's renaming elsewhere).
  const sources = existsSync(seedSourceDir) ? await listFiles(seedSourceDir) : [];
  for (const file of sources.filter((name) => !name.includes('.test.'))) hash.update(await readFile(file));
  if (sources.length === 0) {
    for (const code of [seedDemoData, advanceInvoiceNumbers, productImageUrl, blogImageUrl]) hash.update(String(code));
  }
  return hash.digest('hex').slice(0, 16);
}

const seedSourceDir = path.join(projectRoot, 'server', 'db', 'seed');

async function pgliteVersion(): Promise<string> {
  // The package exports no package.json; its entry is dist/index.js, one folder below it.
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const manifest = JSON.parse(await readFile(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Every PGlite that opens the shop's database: the server's, the template's, the tests', backups'. They all load the
 * same extensions, since an index built on an extension's operator class (the trigram indexes of the admin's
 * searches) needs the extension in every process that writes the table.
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const PGLITE_EXTENSIONS = { pg_trgm };

/** PGlite.create with the shop's extensions; a string is the data directory. */
export function createPglite(options: string | PGliteOptions = {}): Promise<PGlite> {
  const given = typeof options === 'string' ? { dataDir: options } : options;
  return PGlite.create({ ...given, extensions: { ...PGLITE_EXTENSIONS, ...given.extensions } });
}

// Test-only: databases prepared once and copied. A fresh PGlite runs initdb and every migration (seconds), and
// the first start's seed writes some 24,000 stores (more seconds): every suite and every server process paid
// that. Here it is done once per source version and kept: a PGlite data folder as a tarball under
// node_modules/.cache/crema-test-data (loaded with PGlite's `loadDataDir`), and a PostgreSQL template database
// (`CREATE DATABASE ... TEMPLATE`). Two vitest workers may want the same copy at once: one makes it (holding a
// lock file) under a temporary name and renames it into place, the other waits for it.
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, openOnPglite, type Db, type DatabaseTarget } from '../db/database';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const cacheDir = join(repoRoot, 'node_modules/.cache/crema-test-data');

/** Every source file under `dirs` (tests left out), hashed with PGlite's version: a prepared copy's key. */
const hashOf = (dirs: readonly string[]): string => {
  const h = createHash('sha256');
  h.update(JSON.parse(readFileSync(join(repoRoot, 'packages/server/node_modules/@electric-sql/pglite/package.json'), 'utf8')).version as string);
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) h.update(relative(repoRoot, p)).update(readFileSync(p));
    }
  };
  for (const d of dirs) walk(join(repoRoot, d));
  return h.digest('hex').slice(0, 16);
};

let keys: { migrated: string; seeded: string } | undefined;
/**
 * The migrated copy changes with the migrations; the seeded one with anything the seed runs (the server's
 * sources, the catalog it seeds from, the domain): hashing them all is milliseconds and never misses a step.
 */
const keysNow = () =>
  (keys ??= {
    // The migrations, and the job queue's tables (installed with them: pg-boss's version is in the lockfile).
    migrated: createHash('sha256').update(hashOf(['packages/server/src/db', 'packages/server/src/jobs'])).update(readFileSync(join(repoRoot, 'pnpm-lock.yaml'))).digest('hex').slice(0, 16),
    // The seed seals card numbers with CREMA_CARD_KEY: a copy made under another key would not open them.
    seeded: createHash('sha256').update(hashOf(['packages/server/src', 'packages/catalog/src', 'packages/domain/src'])).update(readFileSync(join(repoRoot, 'pnpm-lock.yaml'))).update(process.env.CREMA_CARD_KEY ?? '').digest('hex').slice(0, 16),
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Copies of older sources (or, for server starts, older hours) nobody has made for a day. */
const prune = (): void => {
  for (const f of readdirSync(cacheDir)) {
    const p = join(cacheDir, f);
    try {
      if (f.endsWith('.tar') && Date.now() - statSync(p).mtimeMs > 24 * 3_600_000) rmSync(p, { force: true });
    } catch {
      /* another worker pruned it */
    }
  }
};

/** Marks a copy as in use (the prune keeps it); it may be gone already (pruned by a concurrent make). */
const touched = (path: string): string => {
  try {
    const now = new Date();
    utimesSync(path, now, now);
  } catch {
    /* made again below on the next ask */
  }
  return path;
};

/** A lock older than this was left by a killed worker (a make takes well under a minute idle). */
const STALE_LOCK_MS = 10 * 60_000;

/**
 * The file `name` in the cache, made by `make` (into the path it is given) when missing. One maker at a time:
 * the lock file is created exclusively; the others wait for the rename.
 */
const cached = async (name: string, make: (into: string) => Promise<void>): Promise<string> => {
  mkdirSync(cacheDir, { recursive: true });
  const path = join(cacheDir, name);
  const lock = `${path}.lock`;
  for (;;) {
    if (existsSync(path)) return touched(path);
    let fd: number | undefined;
    try {
      fd = openSync(lock, 'wx');
    } catch {
      // Someone else is making it; a lock nobody touched for long is a killed worker's.
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { force: true });
      } catch {
        /* gone already */
      }
      await sleep(250);
      continue;
    }
    try {
      if (existsSync(path)) return path;
      const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await make(temp);
        renameSync(temp, path);
      } finally {
        rmSync(temp, { force: true });
      }
      prune();
      return path;
    } finally {
      closeSync(fd);
      rmSync(lock, { force: true });
    }
  }
};

const parsers = { 20: (v: string) => Number(v) };

/** A PGlite data folder as a tarball: migrated (openDatabase migrates), then whatever `fill` adds. */
const makePgliteTarball = (fill: (db: Db) => Promise<void>) => async (into: string) => {
  const pglite = await PGlite.create({ parsers });
  const db = await openOnPglite(pglite);
  try {
    await fill(db);
    // Uncompressed: a load skips the gunzip, and the cache is on local disk.
    const dump = await pglite.dumpDataDir('none');
    writeFileSync(into, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.destroy();
  }
};

/** The tarball of a freshly migrated PGlite (no data). */
export const migratedPgliteTarball = (): Promise<string> => cached(`migrated-${keysNow().migrated}.tar`, makePgliteTarball(async () => undefined));

/** The tarball of a PGlite migrated and then filled by `seed`, kept under `name` (with the seed's sources' hash). */
export const seededPgliteTarball = (name: string, seed: (db: Db) => Promise<void>): Promise<string> =>
  cached(`seeded-${name}-${keysNow().seeded}.tar`, makePgliteTarball(seed));

/** A new in-memory PGlite database holding the tarball's data. */
export const openPgliteCopy = (tarball: string): Promise<Db> => openDatabase({ kind: 'memory', from: tarball });

/** A fresh migrated in-memory database: the prepared copy (what `openDatabase({ kind: 'memory' })` gives, faster). */
export const openMigratedMemory = async (): Promise<Db> => openPgliteCopy(await migratedPgliteTarball());

// PostgreSQL: templates on the test server, named by the same keys (the server is the test command's throwaway).
const adminQuery = async <T>(adminUrl: string, run: (c: pg.Client) => Promise<T>): Promise<T> => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
};

/** Runs `q`, again while the database it names is still held by a session that is closing (55006: a pool's
 * connections end a moment after `end()` resolves). */
const whenFree = async (admin: pg.Client, q: string): Promise<void> => {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(q);
      return;
    } catch (e) {
      if ((e as { code?: string }).code !== '55006' || attempt >= 100) throw e;
      await sleep(100);
    }
  }
};

/** The URL of the database `name` on the server of `adminUrl`. */
const urlOf = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const targetOf = (adminUrl: string, name: string): DatabaseTarget => ({ kind: 'postgres', url: urlOf(adminUrl, name) });

const templates = new Map<string, Promise<void>>();

/**
 * The template `name` on the server, made once: an advisory lock keeps two workers from making it together; it
 * is made under a temporary name and renamed, so a template that exists is always complete.
 */
const ensureTemplate = (adminUrl: string, name: string, seed: (db: Db) => Promise<void>): Promise<void> => {
  const made =
    templates.get(name) ??
    adminQuery(adminUrl, async (admin) => {
      await admin.query(`SELECT pg_advisory_lock(hashtext('crema-test-templates'))`);
      try {
        const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (exists.rowCount !== 0) return;
        const temp = `${name}_${randomBytes(4).toString('hex')}`;
        await admin.query(`CREATE DATABASE ${temp}`);
        const db = await openDatabase(targetOf(adminUrl, temp));
        try {
          await seed(db);
        } finally {
          await db.destroy();
        }
        await whenFree(admin, `ALTER DATABASE ${temp} RENAME TO ${name}`);
      } finally {
        await admin.query(`SELECT pg_advisory_unlock(hashtext('crema-test-templates'))`);
      }
    });
  templates.set(name, made);
  return made;
};

/** A new database on the PostgreSQL server copied from the template `template` (made by `seed` when missing): its URL. */
const copyOfTemplateUrl = async (adminUrl: string, template: string, seed: (db: Db) => Promise<void>): Promise<string> => {
  await ensureTemplate(adminUrl, template, seed);
  const name = `crema_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, (admin) => whenFree(admin, `CREATE DATABASE ${name} TEMPLATE ${template}`));
  return urlOf(adminUrl, name);
};

/** A new database on the PostgreSQL server copied from the template `template` (made by `seed` when missing). */
const copyOfTemplate = async (adminUrl: string, template: string, seed: (db: Db) => Promise<void>): Promise<Db> =>
  openDatabase({ kind: 'postgres', url: await copyOfTemplateUrl(adminUrl, template, seed) });

const migratedTemplate = (): string => `crema_tpl_${keysNow().migrated}`;

/** A fresh migrated PostgreSQL database (a copy of the migrated template). */
export const openMigratedPostgres = (adminUrl: string): Promise<Db> => copyOfTemplate(adminUrl, migratedTemplate(), async () => undefined);

/** The URL of a fresh migrated PostgreSQL database, for what opens its own connections (a server process, a pool). */
export const migratedPostgresUrl = (adminUrl: string): Promise<string> => copyOfTemplateUrl(adminUrl, migratedTemplate(), async () => undefined);

const seededTemplate = (name: string): string => `crema_tpl_${keysNow().seeded}_${name}`;

/** A PostgreSQL database migrated and filled by `seed` (a copy of the template `name` made with it). */
export const openSeededPostgres = (adminUrl: string, name: string, seed: (db: Db) => Promise<void>): Promise<Db> => copyOfTemplate(adminUrl, seededTemplate(name), seed);

/** The first start's seed as a test's server runs it (test/app.ts's context) at `start`: what both copies below hold. */
const seedAt = (start: number) => async (db: Db): Promise<void> => {
  const [{ testContext }, { seedDatabase }] = await Promise.all([import('./app'), import('../seed')]);
  await seedDatabase(testContext(db, start));
};

/** The tarball of a PGlite on which the first start's seed ran at `start`. */
export const seededPgliteTarballAt = (start: number): Promise<string> => seededPgliteTarball(`at-${start}`, seedAt(start));

/** A PostgreSQL database on which the first start's seed ran at `start` (a copy of its template). */
export const openSeededPostgresAt = (adminUrl: string, start: number): Promise<Db> => openSeededPostgres(adminUrl, `at_${start}`, seedAt(start));

/**
 * The URL of such a database, for server processes to start on (with CREMA_TEST_CLOCK_START=start, and the card key
 * this process sealed its cards with: cards/secrets.ts cardKeyHex).
 */
export const seededPostgresUrlAt = (adminUrl: string, start: number): Promise<string> =>
  copyOfTemplateUrl(adminUrl, seededTemplate(`at_${start}`), seedAt(start));

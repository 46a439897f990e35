// The server's settings, from the environment (README: PORT, DATABASE_URL, CREMA_DATA_DIR, ...).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { isIP } from 'node:net';
import type { DatabaseTarget } from './db/database';
import { STREAMS_PER_VIEWER } from './order-progress/stream-slots';

export interface ServerSettings {
  readonly port: number;
  readonly host: string;
  readonly database: DatabaseTarget;
  readonly webDist?: string;
  readonly testControls: boolean;
  /** Test starts only: where the test clock starts (the time a prepared copy was seeded at); now when not given. */
  readonly testClockStart?: number;
  readonly googleMaps: boolean;
  /** 'warn' logs warnings and errors only (always on); CREMA_LOG=1 adds a line per request ('info'). */
  readonly logLevel: 'warn' | 'info';
  /** How long a stop waits for requests in flight before the process ends anyway. */
  readonly shutdownDeadlineMs: number;
  readonly trustProxy: TrustProxy;
  /** Whether the first start's seed adds the demo members of the README (and their data, and the test Crema cards). */
  readonly demoData: boolean;
  readonly messages: MessageSettings;
  /**
   * CREMA_JOB_WORKERS: `1` (the default) works the job queue in this process (sends messages, prunes); `0` only
   * queues, for a deployment that runs its workers apart from the processes that answer requests.
   */
  readonly jobWorkers: boolean;
  /** CREMA_EVENT_STREAMS_PER_VIEWER: live order streams one member (or guest link) may hold open in a process; 10 by default. */
  readonly eventStreamsPerViewer: number;
}

/** How messages leave (messages/senders.ts) and how hard delivery tries (messages/delivery.ts). */
export interface MessageSettings {
  /** CREMA_PUBLIC_URL: the origin links in messages start with; http://localhost:PORT when unset. */
  readonly publicUrl: string;
  /** CREMA_SMTP_URL (smtp:// or smtps://): e-mail goes through this server; unset, to files in `folder`. */
  readonly smtpUrl?: string;
  /** CREMA_SMS_WEBHOOK_URL (http:// or https://): each SMS is a JSON POST {to, text}; unset, to files in `folder`. */
  readonly smsWebhookUrl?: string;
  /** CREMA_MAIL_DIR: where messages are written as files (.eml, .sms.txt); .crema-data/mail when unset; none in memory test starts. */
  readonly folder?: string;
  /** Tries after the first before a message is given up (dead-lettered); each waits about twice the last, from `retryDelaySeconds`. */
  readonly retryLimit: number;
  readonly retryDelaySeconds: number;
}

/** A URL setting of one of `protocols`: `{ url }` (none when unset) or the line saying what is wrong. */
const urlSetting = (env: NodeJS.ProcessEnv, name: string, protocols: readonly string[]): { url?: string } | string => {
  const raw = (env[name] ?? '').trim();
  if (raw === '') return {};
  if (URL.canParse(raw) && protocols.includes(new URL(raw).protocol)) return { url: raw };
  return `${name} must be a ${protocols.map((p) => `${p}//`).join(' or ')} URL; '${raw.replace(/\/\/[^@/]*@/, '//***@')}' is not`;
};

const messageSettings = (env: NodeJS.ProcessEnv, port: number, database: DatabaseTarget, dataDir: string): MessageSettings | string[] => {
  const publicUrl = urlSetting(env, 'CREMA_PUBLIC_URL', ['http:', 'https:']);
  const smtpUrl = urlSetting(env, 'CREMA_SMTP_URL', ['smtp:', 'smtps:']);
  const smsWebhookUrl = urlSetting(env, 'CREMA_SMS_WEBHOOK_URL', ['http:', 'https:']);
  // Spec silent: 8 tries in all, from 30 s apart and doubling, is about two hours before a message is given up.
  const retryLimit = wholeNumberSetting(env, 'CREMA_MESSAGE_RETRY_LIMIT', 7, 0, 100);
  const retryDelaySeconds = wholeNumberSetting(env, 'CREMA_MESSAGE_RETRY_DELAY_S', 30, 0, 86_400);
  if (typeof publicUrl === 'string' || typeof smtpUrl === 'string' || typeof smsWebhookUrl === 'string' || typeof retryLimit === 'string' || typeof retryDelaySeconds === 'string')
    return [publicUrl, smtpUrl, smsWebhookUrl, retryLimit, retryDelaySeconds].filter((p) => typeof p === 'string');
  const folder = (env.CREMA_MAIL_DIR ?? '') !== '' ? resolve(env.CREMA_MAIL_DIR!) : database.kind === 'memory' ? undefined : join(database.kind === 'pglite' ? dataDir : resolve(repoRoot, '.crema-data'), 'mail');
  return {
    publicUrl: (publicUrl.url ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    ...(smtpUrl.url !== undefined ? { smtpUrl: smtpUrl.url } : {}),
    ...(smsWebhookUrl.url !== undefined ? { smsWebhookUrl: smsWebhookUrl.url } : {}),
    ...(folder !== undefined ? { folder } : {}),
    retryLimit,
    retryDelaySeconds,
  };
};

/**
 * The repository's root, where the defaults below live: the nearest folder up with pnpm-workspace.yaml, wherever this
 * module runs from (src/ under tsx, dist/main.js, a test's build under node_modules/.cache); without one (a
 * deployment that copied the packages alone), three folders up, the root as seen from src/ and dist/.
 */
const findRepoRoot = (from: string): string => {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) return resolve(import.meta.dirname, '../../..');
  }
};
const repoRoot = findRepoRoot(import.meta.dirname);

/** A setting that cannot be used: the server says why in one line each and does not start. */
export class SettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
  }
}

/**
 * Whose X-Forwarded-For/-Proto/-Host the server believes (CREMA_TRUST_PROXY): nobody (unset); the nearest `hops`
 * proxies (a number: 1 takes the address the one proxy appended, the LAST X-Forwarded-For entry; only for a server
 * no client can reach but through its proxies); or the proxies at these addresses/CIDRs (the safer choice: a
 * direct client's headers are never believed). Believing every hop let a client name its own address and dodge
 * every per-address limit.
 */
export type TrustProxy = false | { readonly hops: number } | { readonly addresses: readonly string[] };

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isAddressOrCidr = (entry: string): boolean => {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

const TRUST_PROXY_USAGE = 'a number of proxy hops (e.g. 1) or a comma list of proxy addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1)';

export const parseTrustProxy = (raw: string | undefined): TrustProxy | string => {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value) <= 32 ? { hops: Number(value) } : `CREMA_TRUST_PROXY must be ${TRUST_PROXY_USAGE}; ${value} hops is not a proxy chain`;
  const entries = value.split(',').map((e) => e.trim());
  const bad = entries.find((e) => !isAddressOrCidr(e));
  return bad === undefined ? { addresses: entries } : `CREMA_TRUST_PROXY must be ${TRUST_PROXY_USAGE}; '${bad}' is neither`;
};

/**
 * CREMA_DEMO_DATA: `1` seeds the demo members (their passwords are published in the README), `0` starts without
 * them; unset, they are seeded on the embedded database and not on a PostgreSQL server (real data).
 */
export const parseDemoData = (raw: string | undefined, database: DatabaseTarget): boolean | string => {
  const value = (raw ?? '').trim();
  if (value === '') return database.kind !== 'postgres';
  if (value === '0' || value === '1') return value === '1';
  return `CREMA_DEMO_DATA must be 0 (no demo members) or 1 (the README's demo members); '${value}' is neither`;
};

/**
 * A whole-number setting within [min, max]: its value, `fallback` when unset, or the one line saying what is wrong.
 */
export const wholeNumberSetting = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number | string => {
  const raw = (env[name] ?? '').trim();
  if (raw === '') return fallback;
  return /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max ? Number(raw) : `${name} must be a whole number from ${min} to ${max}; '${raw}' is not`;
};

/** Every CREMA_*_RATE_PER_MINUTE set (http/limits.ts reads them): a positive whole number each. */
const rateProblems = (env: NodeJS.ProcessEnv): string[] =>
  Object.keys(env)
    .filter((name) => /^CREMA_[A-Z_]+_RATE_PER_MINUTE$/.test(name))
    .sort()
    .map((name) => wholeNumberSetting(env, name, 1, 1, 1_000_000))
    .filter((p) => typeof p === 'string');

const CARD_KEY = /^[0-9a-f]{64}$/i;

/**
 * Card numbers are sealed with CREMA_CARD_KEY (cards/secrets.ts). The development key written in the source is
 * allowed only on the embedded database (a demo's data): a PostgreSQL database holds real data and needs a key.
 */
const cardKeyProblems = (env: NodeJS.ProcessEnv, database: DatabaseTarget): string[] => {
  const key = env.CREMA_CARD_KEY;
  if (key !== undefined && key !== '' && !CARD_KEY.test(key)) return ['CREMA_CARD_KEY must be 64 hex digits (make one with: openssl rand -hex 32)'];
  if ((key === undefined || key === '') && database.kind === 'postgres') return ['CREMA_CARD_KEY is required with DATABASE_URL (64 hex digits, e.g. openssl rand -hex 32): card numbers are sealed with it'];
  return [];
};

export const readSettings = (env: NodeJS.ProcessEnv = process.env): ServerSettings => {
  const dataDir = env.CREMA_DATA_DIR ?? resolve(repoRoot, '.crema-data');
  const testControls = env.CREMA_TEST_CONTROLS === '1';
  // At most 10 connections a process by default: PostgreSQL's max_connections must allow each process's pool (and
  // the limits' 4 and the store directory's listener): docs/operations.md.
  const poolSize = wholeNumberSetting(env, 'CREMA_DB_POOL_SIZE', 10, 1, 500);
  const port = wholeNumberSetting(env, 'PORT', 4173, 0, 65_535);
  const shutdownDeadlineMs = wholeNumberSetting(env, 'CREMA_SHUTDOWN_DEADLINE_MS', 10_000, 0, 600_000);
  const database: DatabaseTarget =
    env.DATABASE_URL !== undefined && env.DATABASE_URL !== ''
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: typeof poolSize === 'number' ? poolSize : 10 }
      : dataDir === 'memory'
        ? { kind: 'memory', ...(testControls && (env.CREMA_TEST_DATA ?? '') !== '' ? { from: env.CREMA_TEST_DATA } : {}) }
        : { kind: 'pglite', dataDir };
  const trustProxy = parseTrustProxy(env.CREMA_TRUST_PROXY);
  const demoData = parseDemoData(env.CREMA_DEMO_DATA, database);
  const messages = messageSettings(env, typeof port === 'number' ? port : 4173, database, dataDir);
  const jobWorkers = wholeNumberSetting(env, 'CREMA_JOB_WORKERS', 1, 0, 1);
  // Ours: 10 streams (order-progress/stream-slots.ts says why); a benchmark of one member's streams raises it.
  const eventStreamsPerViewer = wholeNumberSetting(env, 'CREMA_EVENT_STREAMS_PER_VIEWER', STREAMS_PER_VIEWER, 1, 1_000_000);
  const problems = [
    ...cardKeyProblems(env, database),
    ...[port, shutdownDeadlineMs, poolSize, trustProxy, demoData, jobWorkers, eventStreamsPerViewer].filter((p) => typeof p === 'string'),
    ...rateProblems(env),
    ...(Array.isArray(messages) ? messages : []),
  ];
  if (problems.length > 0) throw new SettingsError(problems);
  const webDist = env.CREMA_WEB_DIST === 'none' ? undefined : resolve(env.CREMA_WEB_DIST ?? resolve(repoRoot, 'packages/web/dist-http'));
  return {
    port: typeof port === 'number' ? port : 4173,
    host: env.HOST ?? '0.0.0.0',
    database,
    ...(webDist !== undefined ? { webDist } : {}),
    testControls,
    // A test start on a prepared copy seeded at this time: the clock starts there, as on that seed's first start.
    ...(testControls && (env.CREMA_TEST_CLOCK_START ?? '') !== '' ? { testClockStart: Number(env.CREMA_TEST_CLOCK_START) } : {}),
    googleMaps: (env.VITE_GOOGLE_MAPS_API_KEY ?? '') !== '',
    logLevel: env.CREMA_LOG === '1' ? 'info' : 'warn',
    shutdownDeadlineMs: typeof shutdownDeadlineMs === 'number' ? shutdownDeadlineMs : 10_000,
    trustProxy: typeof trustProxy === 'string' ? false : trustProxy,
    demoData: demoData === true,
    messages: messages as MessageSettings,
    jobWorkers: jobWorkers !== 0,
    eventStreamsPerViewer: typeof eventStreamsPerViewer === 'number' ? eventStreamsPerViewer : STREAMS_PER_VIEWER,
  };
};

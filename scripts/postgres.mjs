// A throwaway PostgreSQL server for the server's repository tests: Debian's `postgresql` package (installed
// here when missing and we are root), a new cluster in a temporary folder, on a free loopback port, run as
// the `postgres` user. Answers { url, stop } or { skipped: why, installable }.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { encoding: 'utf8', ...opts });
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

const binDir = () => {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(base, versions[0], 'bin');
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const install = () => {
  if (!isRoot || run('which', ['apt-get']).status !== 0) return { installable: false };
  const known = run('apt-cache', ['show', 'postgresql']);
  if (known.status !== 0 || known.stdout.trim() === '') run('apt-get', ['update', '-qq']);
  const installable = run('apt-cache', ['show', 'postgresql']).status === 0;
  if (!installable) return { installable };
  console.log('› installing PostgreSQL from Debian\'s packages (server repository tests)');
  run('apt-get', ['install', '-y', '-qq', 'postgresql'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return { installable };
};

export const startPostgres = async () => {
  let bin = binDir();
  let installable = bin !== undefined;
  if (bin === undefined) {
    installable = install().installable;
    bin = binDir();
  }
  if (bin === undefined) return { skipped: 'the postgresql package is not installed and could not be installed', installable };
  if (!isRoot || run('id', ['postgres']).status !== 0) return { skipped: 'needs root and the postgres user to run a cluster', installable };
  const dir = mkdtempSync(join(tmpdir(), 'crema-pg-'));
  const uid = Number(run('id', ['-u', 'postgres']).stdout.trim());
  const gid = Number(run('id', ['-g', 'postgres']).stdout.trim());
  chownSync(dir, uid, gid);
  const data = join(dir, 'data');
  const asPostgres = (cmd, args) => run('runuser', ['-u', 'postgres', '--', cmd, ...args]);
  const init = asPostgres(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  if (init.status !== 0) return { skipped: `initdb failed: ${init.stderr.trim().split('\n').at(-1)}`, installable };
  const port = await freePort();
  const start = asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '60', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  if (start.status !== 0) return { skipped: `PostgreSQL did not start: ${start.stderr.trim().split('\n').at(-1)}`, installable };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

// Password hashes on the server only: scrypt at OWASP's current minimum (N=2^17, r=8, p=1), a 16-byte
// random salt, the parameters kept in the hash so they can be raised later without a migration.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, o: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => scryptCb(password.normalize('NFKC'), salt, keylen, o, (e, k) => (e ? reject(e) : resolve(k))));

export const SCRYPT = { N: 2 ** 17, r: 8, p: 1, keylen: 32 } as const;
const maxmemFor = (N: number, r: number, p: number): number => 128 * N * r * p + 16 * 1024 * 1024;

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const { N, r, p, keylen } = SCRYPT;
  const key = await scrypt(password, salt, keylen, { N, r, p, maxmem: maxmemFor(N, r, p) });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64url');
  const o = { N: Number(n), r: Number(r), p: Number(p) };
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, { ...o, maxmem: maxmemFor(o.N, o.r, o.p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
};

/** A hash to spend time on when the e-mail is unknown, so timing does not tell which e-mails are members. */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword('decoy-password-never-used'));

// Card numbers and security codes as a processor keeps them: a keyed hash (HMAC-SHA256) to look a number up,
// the number sealed with AES-256-GCM so its owner can be answered it, and the security code only as a salted
// scrypt hash. The key comes from CREMA_CARD_KEY (64 hex digits) in a real deployment; the built-in
// development key below is for the demo and tests only.
import { createCipheriv, createDecipheriv, createHmac, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';

const DEV_KEY = 'crema-development-card-key-never-use-in-production';
const rootKey = (): Buffer => {
  const hex = process.env.CREMA_CARD_KEY;
  if (hex !== undefined && /^[0-9a-f]{64}$/i.test(hex)) return Buffer.from(hex, 'hex');
  return createHmac('sha256', DEV_KEY).update('root').digest();
};
/**
 * This process's root key as CREMA_CARD_KEY spells it (the development key's too): what a test hands the server
 * processes it starts on a database this process sealed cards in (a PostgreSQL start refuses the development key).
 */
export const cardKeyHex = (): string => rootKey().toString('hex');
const subKey = (purpose: string): Buffer => createHmac('sha256', rootKey()).update(purpose).digest();
const HASH_KEY = subKey('card-number-hash');
const SEAL_KEY = subKey('card-number-seal');
const TOKEN_KEY = subKey('cashstar-token-hash');

export const hashCardNumber = (digits: string): string => createHmac('sha256', HASH_KEY).update(digits).digest('base64url');
export const hashCashstarToken = (token: string): string => createHmac('sha256', TOKEN_KEY).update(token).digest('base64url');

export const sealCardNumber = (digits: string): string => {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', SEAL_KEY, iv);
  const data = Buffer.concat([c.update(digits, 'utf8'), c.final()]);
  return ['v1', iv.toString('base64url'), c.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
};

export const unsealCardNumber = (sealed: string): string => {
  const [v, iv, tag, data] = sealed.split('.');
  if (v !== 'v1' || iv === undefined || tag === undefined || data === undefined) throw new Error('unknown sealed card number');
  const d = createDecipheriv('aes-256-gcm', SEAL_KEY, Buffer.from(iv, 'base64url'));
  d.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([d.update(Buffer.from(data, 'base64url')), d.final()]).toString('utf8');
};

// Security codes are 8 digits: a slow salted hash (scrypt N=2^14), compared in constant time.
const CODE = { N: 2 ** 14, r: 8, p: 1, keylen: 32 } as const;
const scrypt = (code: string, salt: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) => scryptCb(code, salt, CODE.keylen, { N: CODE.N, r: CODE.r, p: CODE.p }, (e, k) => (e ? reject(e) : resolve(k))));

export const hashSecurityCode = async (code: string): Promise<string> => {
  const salt = randomBytes(16);
  return ['scrypt', CODE.N, salt.toString('base64url'), (await scrypt(code, salt)).toString('base64url')].join('$');
};

export const verifySecurityCode = async (code: string, stored: string): Promise<boolean> => {
  const [scheme, n, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || Number(n) !== CODE.N || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(code, Buffer.from(salt, 'base64url'));
  return key.length === expected.length && timingSafeEqual(key, expected);
};

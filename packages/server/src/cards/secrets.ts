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
const EGIFT_CODE_KEY = subKey('egift-security-code');

export const hashCardNumber = (digits: string): string => createHmac('sha256', HASH_KEY).update(digits).digest('base64url');
export const hashCashstarToken = (token: string): string => createHmac('sha256', TOKEN_KEY).update(token).digest('base64url');

/**
 * The security code of an e-gift card this server issued: 8 digits of an HMAC of its number under a key of its own
 * (derived from the root key). Like a physical card's code, which comes from the catalogue in code, it is never kept
 * in a table: the issued card's security_code_hash says only EGIFT_DERIVED_CODE, and the code is derived again to
 * check an add (verifySecurityCode) or to answer get-card-info-from-token to the member who holds the card's token.
 * A copy of the database without the root key reveals no code, as it reveals no number; whoever has the key can
 * derive it, as they could unseal the number. No slow hash is needed: nothing about the code is stored to guess from.
 */
export const egiftSecurityCode = (digits: string): string => {
  const mac = createHmac('sha256', EGIFT_CODE_KEY).update(digits).digest();
  return String(mac.readBigUInt64BE(0) % 100_000_000n).padStart(8, '0');
};

/** A single-purpose claim ("cashstar") token: 32 random bytes, base64url (43 characters). Kept only as its hash. */
export const newCashstarToken = (): string => randomBytes(32).toString('base64url');

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

/** security_code_hash of a card whose code is egiftSecurityCode(number) (an e-gift card this server issued). */
export const EGIFT_DERIVED_CODE = 'egift-hmac-v1';

// Security codes are 8 digits: a slow salted hash (scrypt N=2^14), compared in constant time.
const CODE = { N: 2 ** 14, r: 8, p: 1, keylen: 32 } as const;
const scrypt = (code: string, salt: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) => scryptCb(code, salt, CODE.keylen, { N: CODE.N, r: CODE.r, p: CODE.p }, (e, k) => (e ? reject(e) : resolve(k))));

export const hashSecurityCode = async (code: string): Promise<string> => {
  const salt = randomBytes(16);
  return ['scrypt', CODE.N, salt.toString('base64url'), (await scrypt(code, salt)).toString('base64url')].join('$');
};

/** Whether `code` is the security code of the card numbered `digits`, whose issued row keeps `stored`. */
export const verifySecurityCode = async (code: string, stored: string, digits: string): Promise<boolean> => {
  if (stored === EGIFT_DERIVED_CODE) {
    const expected = Buffer.from(egiftSecurityCode(digits));
    const given = Buffer.from(code);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  const [scheme, n, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || Number(n) !== CODE.N || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(code, Buffer.from(salt, 'base64url'));
  return key.length === expected.length && timingSafeEqual(key, expected);
};

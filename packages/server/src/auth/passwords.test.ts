import { describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('verify the password they were made from, not another, and never hold it in clear', async () => {
    const hash = await hashPassword('Crema-Demo-2026');
    expect(hash).not.toContain('Crema-Demo-2026');
    expect(hash.startsWith(`scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$`)).toBe(true);
    expect(await verifyPassword('Crema-Demo-2026', hash)).toBe(true);
    expect(await verifyPassword('crema-demo-2026', hash)).toBe(false);
  });

  it('salt every hash: the same password twice gives two different hashes', async () => {
    expect(await hashPassword('Same-Pass-1')).not.toBe(await hashPassword('Same-Pass-1'));
  });

  it('refuse a malformed stored hash without throwing', async () => {
    expect(await verifyPassword('x', 'pbkdf2$1$2')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });
});

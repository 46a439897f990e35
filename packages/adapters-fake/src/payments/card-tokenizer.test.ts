// The fake payment provider keeps the billing postal code sent with a card beside its token, and never the
// card number or security code.
import { describe, it, expect } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { createManualClock } from '@crema/domain';
import { CARD_BRANDS } from '@crema/domain/payments';
import { createFakeBackend, createMemoryStorage, type KeyValueStorage } from '../backend';
import { createFakeCardTokenizer, findCardToken } from './card-tokenizer';

const NOW = Date.UTC(2026, 10, 22, 12);

/** Everything the fake backend wrote, as one string. */
const everythingStored = (storage: KeyValueStorage, keys: readonly string[]): string => keys.map((k) => storage.getItem(k) ?? '').join('\n');

describe('fake card tokenizer', () => {
  it('records the postal code with the token, and stores neither the card number nor the security code', async () => {
    const storage = createMemoryStorage();
    const backend = createFakeBackend({ clock: createManualClock(NOW), storage });
    const tokenizer = createFakeCardTokenizer(backend);
    const r = await firstValueFrom(
      tokenizer.tokenize({ cardNumber: '4111 1111 1111 1111', securityCode: '737', expiry: { month: 12, year: 2030 }, postalCode: ' 98101 ', allowedBrands: CARD_BRANDS }),
    );
    if (r._tag === 'Left') throw new Error(r.left.code);
    expect(findCardToken(backend, r.right.token)).toMatchObject({ token: r.right.token, brand: 'visa', lastFour: '1111', postalCode: '98101' });
    const stored = everythingStored(storage, ['crema.fake.table.cardTokens']);
    expect(stored).toContain('"postalCode":"98101"');
    expect(stored).not.toContain('4111111111111111');
    expect(stored).not.toContain('4111 1111');
    const record = (JSON.parse(stored) as Record<string, Record<string, unknown>>)[r.right.token];
    expect(Object.keys(record ?? {}).sort()).toEqual(['brand', 'createdAt', 'lastFour', 'postalCode', 'token']);
    expect(Object.values(record ?? {})).not.toContain('737');
  });

  it('records no postal code when none is sent (a member adding a card with a saved billing address)', async () => {
    const backend = createFakeBackend({ clock: createManualClock(NOW) });
    const r = await firstValueFrom(
      createFakeCardTokenizer(backend).tokenize({ cardNumber: '4111111111111111', securityCode: '123', expiry: { month: 12, year: 2030 }, allowedBrands: CARD_BRANDS }),
    );
    if (r._tag === 'Left') throw new Error(r.left.code);
    expect(findCardToken(backend, r.right.token)).not.toHaveProperty('postalCode');
  });
});

// The fake's store pricing operations: the catalog's rules and lists, through fault injection.
import { describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { makeWorld } from './test-fixture';

describe('fake store pricing', () => {
  it("answers through the fault-injectable operations 'getPricingRules' and 'getPricingByStore'", async () => {
    const w = makeWorld();
    expect((await firstValueFrom(w.storePricing.pricingRules()))._tag).toBe('Right');
    w.backend.faults.set('getPricingRules', { status: 500, times: 1 });
    w.backend.faults.set('getPricingByStore', { status: 503, times: 1 });
    const rules = await firstValueFrom(w.storePricing.pricingRules());
    const list = await firstValueFrom(w.storePricing.pricingByStoreNumber('10001-1'));
    expect([rules._tag === 'Left' && rules.left.status, list._tag === 'Left' && list.left.status]).toEqual([500, 503]);
    const again = await firstValueFrom(w.storePricing.pricingByStoreNumber('10001-1'));
    expect(again._tag === 'Right' && again.right.pricedAt).toBe(w.clock.now());
  });
});

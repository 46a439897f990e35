// Issue #26: writes anyone may make without signing in had no limit (200 guest pricings wrote 200 rows in 0.6 s;
// 100 curbside check-ins with made-up order tokens all answered 200: now refused, 404). Each is now limited per client address,
// by a named setting (http/anonymous-limits.ts; the gift purchase's beside its route), at the defaults: every call
// counts, refused or not, so a burst past the limit gets exactly the excess as 429, and a 429 writes nothing.
import { describe, expect, it } from 'vitest';
import { OrderingOperations } from '@crema/domain/ordering/wire';
import { PickupGraphOperations } from '@crema/domain/pickup';
import { GIFT_PURCHASE_PATH } from '@crema/domain/gifting/wire';
import { useServerProcess } from '../test/server-process';
import { countBy, graph, send, type Answer } from '../test/attack-http';

const server = useServerProcess();
const burst = (n: number, one: (i: number) => Promise<Answer>) => Promise.all(Array.from({ length: n }, (_, i) => one(i)));

describe('anonymous writes from one address, at the default limits', () => {
  it('100 curbside check-ins with made-up order tokens: 20 a minute, each refused (404, no such order: check-in.attack.test.ts), the other 80 refused (429)', async () => {
    const answers = await burst(100, (i) =>
      graph(server.baseUrl, PickupGraphOperations.createCustomerArrival, { arrival: { pickUpOption: 'CX', storeNumber: '10003', stallNumber: 1, orderToken: `made-up-${i}` } }),
    );
    // The refusals count toward the limit too: a script guessing tokens gets 20 guesses a minute.
    expect(countBy(answers)).toEqual({ 404: 20, 429: 80 });
    expect(answers.filter((a) => a.status === 404).every((a) => a.code === 'NOT_FOUND')).toBe(true);
    expect(answers.filter((a) => a.status === 429).every((a) => a.code === 'TOO_MANY_REQUESTS')).toBe(true);
  });

  it('200 guest pricings: 60 a minute, the other 140 refused', async () => {
    const answers = await burst(200, (i) => graph(server.baseUrl, OrderingOperations.priceOrderGuest, { order: { storeNumber: '10003', cart: { items: [] }, n: i } }));
    expect(countBy(answers)[429]).toBe(140);
  });

  it('30 guest orders: 20 a minute, the other 10 refused', async () => {
    const answers = await burst(30, () => graph(server.baseUrl, OrderingOperations.submitOrderGuest, { input: { orderId: 'made-up' } }));
    expect(countBy(answers)[429]).toBe(10);
  });

  it('40 gift purchases as a guest: 30 a minute, the other 10 refused', async () => {
    const answers = await burst(40, () => send(server.baseUrl, GIFT_PURCHASE_PATH, { body: {} }));
    expect(countBy(answers)[429]).toBe(10);
  });
});

describe('with no proxy trusted (CREMA_TRUST_PROXY unset)', () => {
  it('the origin check reads the Host header, never X-Forwarded-Host', async () => {
    const host = new URL(server.baseUrl).host;
    const forged = await send(server.baseUrl, '/apiproxy/v1/account/sign-out', { headers: { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' } });
    expect([forged.status, forged.code]).toEqual([403, 'FORBIDDEN_ORIGIN']);
    expect((await send(server.baseUrl, '/apiproxy/v1/account/sign-out', { headers: { origin: `http://${host}` } })).status).toBe(204);
  });
});

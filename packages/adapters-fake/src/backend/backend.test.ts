import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { firstValueFrom } from 'rxjs';
import { right, isLeft } from 'fp-ts/Either';
import { createManualClock } from '@crema/domain';
import { createFakeBackend } from './backend';
import { createMemoryStorage } from './storage';
import { parseFaultQuery } from './faults';

const make = (storage = createMemoryStorage()) => createFakeBackend({ clock: createManualClock(0), storage });

describe('fake backend', () => {
  it('persists tables in its storage, so a new backend on the same storage sees the data', () => {
    const storage = createMemoryStorage();
    make(storage).table('t', () => ({ n: 1 })).update((t) => ({ n: t.n + 1 }));
    expect(make(storage).table('t', () => ({ n: 1 })).read()).toEqual({ n: 2 });
  });

  it('never repeats an id across backends sharing storage (page reloads)', () => {
    const storage = createMemoryStorage();
    const a = make(storage);
    const first = [a.ids.next('x'), a.ids.next('x')];
    const b = make(storage);
    expect(first).not.toContain(b.ids.next('x'));
  });

  it('fails an operation exactly `times` times, then succeeds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 5 }), async (times, extra) => {
        const b = make();
        b.faults.set('op', { code: '121025', times });
        const results = [];
        for (let i = 0; i < times + extra; i++) results.push(await firstValueFrom(b.call('op', () => right(1))));
        expect(results.filter(isLeft)).toHaveLength(times);
        expect(results.slice(times).every((r) => !isLeft(r))).toBe(true);
      }),
    );
  });

  it("answers an 'empty' fault with no result where the operation allows one, and with a typed unexpected error elsewhere", async () => {
    const b = make();
    b.faults.set('op', { empty: true, times: 2 });
    expect(await firstValueFrom(b.callOrEmpty('op', () => Promise.resolve(right(1))))).toEqual(right(null));
    const other = await firstValueFrom(b.callAsync('op', () => Promise.resolve(right(1))));
    expect(isLeft(other) && other.left.code).toBe('UNEXPECTED_ERROR');
    expect(await firstValueFrom(b.callOrEmpty('op', () => Promise.resolve(right(1))))).toEqual(right(1));
    expect(parseFaultQuery('placeOrder:empty:1')).toEqual([['placeOrder', { empty: true, times: 1 }]]);
  });

  it('fails with the injected code and status', async () => {
    const b = make();
    b.faults.set('op', { status: 500 });
    const r = await firstValueFrom(b.call('op', () => right(1)));
    expect(r).toMatchObject({ _tag: 'Left', left: { code: 'HTTP_500', status: 500 } });
  });

  it('turns a throwing body into an unexpected error instead of crashing', async () => {
    const r = await firstValueFrom(make().call('op', () => { throw new Error('boom'); }));
    expect(r).toMatchObject({ _tag: 'Left', left: { code: 'UNEXPECTED_ERROR' } });
  });

  it('requires a signed-in member where asked', () => {
    const b = make();
    expect(b.requireMember()).toMatchObject({ _tag: 'Left', left: { status: 401 } });
    b.setCurrentMember('m1');
    expect(b.requireMember()).toEqual(right('m1'));
  });

  it('parses the fault query string', () => {
    expect(parseFaultQuery('priceOrder:HIGH_VOLUME_STORE:1,placeOrder:500')).toEqual([
      ['priceOrder', { code: 'HIGH_VOLUME_STORE', times: 1 }],
      ['placeOrder', { status: 500, times: 'always' }],
    ]);
  });
});

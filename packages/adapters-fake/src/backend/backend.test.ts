import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { firstValueFrom } from 'rxjs';
import { right, isLeft } from 'fp-ts/Either';
import { createManualClock } from '@crema/domain';
import { createFakeBackend } from './backend';
import { createMemoryStorage } from './storage';
import { FAULTS_STORAGE_KEY, parseFaultQuery } from './faults';

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

  it('parses the fault query string: a rule without a count applies once', () => {
    expect(parseFaultQuery('priceOrder:HIGH_VOLUME_STORE:3,placeOrder:500,getMenus:503:always')).toEqual([
      ['priceOrder', { code: 'HIGH_VOLUME_STORE', times: 3 }],
      ['placeOrder', { status: 500, times: 1 }],
      ['getMenus', { status: 503, times: 'always' }],
    ]);
  });

  it("keeps a rule set for this page load in memory only: it fails this backend's calls and is gone after a reload", async () => {
    const storage = createMemoryStorage();
    const b = make(storage);
    b.faults.setForThisLoad('*', { status: 503, times: 'always' });
    expect(storage.getItem(FAULTS_STORAGE_KEY)).toBeNull();
    expect(await firstValueFrom(b.call('op', () => right(1)))).toMatchObject({ _tag: 'Left', left: { status: 503 } });
    expect(b.faults.list()).toEqual({ '*': { status: 503, times: 'always' } });
    expect(storage.getItem(FAULTS_STORAGE_KEY)).toBeNull();
    const reloaded = make(storage);
    expect(await firstValueFrom(reloaded.call('op', () => right(1)))).toEqual(right(1));
  });

  it('uses up a counted rule for this page load, and an operation\'s own rule comes before *', async () => {
    const b = make();
    b.faults.setForThisLoad('*', { status: 503, times: 2 });
    b.faults.set('op', { code: '121025', times: 1 });
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const r = await firstValueFrom(b.call('op', () => right(1)));
      codes.push(isLeft(r) ? r.left.code : 'ok');
    }
    expect(codes).toEqual(['121025', 'HTTP_503', 'HTTP_503', 'ok']);
    b.faults.setForThisLoad('op', { status: 500 });
    b.faults.clear('op');
    expect(await firstValueFrom(b.call('op', () => right(1)))).toEqual(right(1));
  });

  it('keeps stored rules across a reload, as before', async () => {
    const storage = createMemoryStorage();
    make(storage).faults.set('op', { status: 500, times: 2 });
    const reloaded = make(storage);
    expect(await firstValueFrom(reloaded.call('op', () => right(1)))).toMatchObject({ _tag: 'Left', left: { status: 500 } });
    expect(JSON.parse(storage.getItem(FAULTS_STORAGE_KEY) ?? '{}')).toEqual({ op: { status: 500, times: 1 } });
  });

  it('with fault injection off, ignores stored rules and keeps none', async () => {
    const storage = createMemoryStorage();
    storage.setItem(FAULTS_STORAGE_KEY, JSON.stringify({ '*': { status: 500 } }));
    const b = createFakeBackend({ clock: createManualClock(0), storage, faultInjection: false });
    b.faults.set('op', { status: 503 });
    b.faults.setForThisLoad('op', { status: 503 });
    expect(await firstValueFrom(b.call('op', () => right(1)))).toEqual(right(1));
    expect(b.faults.list()).toEqual({});
    expect(JSON.parse(storage.getItem(FAULTS_STORAGE_KEY) ?? '{}')).toEqual({ '*': { status: 500 } });
  });
});

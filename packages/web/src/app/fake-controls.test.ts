// Demo controls: only for the fake backend of a fake build; ?faults= rules last one page load and apply once
// without a count; an HTTP environment gets no window.__crema, and its ports (the server's) ignore ?faults= and stored rules.
import { afterEach, describe, it, expect, vi } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { right } from 'fp-ts/Either';
import { createManualClock, makeConfig } from '@crema/domain';
import { createFakeBackend, createMemoryStorage, FAULTS_STORAGE_KEY } from '@crema/adapters-fake';
import type { WebEnv } from './env';
import { applyFaultQuery, demoControlsAllowed, exposeFakeControls } from './fake-controls';
import { createSelectedBackend } from './backends/selected';

const env = (backend: WebEnv['backend']): WebEnv => ({ backend, apiBaseUrl: '', googleMapsApiKey: undefined, fakeLatencyMs: 0, config: makeConfig() });
const clock = createManualClock(Date.UTC(2026, 10, 22, 16, 30));
const ids = { next: (prefix: string) => `${prefix}-1` };
const at = (url: string) => window.history.replaceState(null, '', url);
const crema = () => (window as unknown as { __crema?: unknown }).__crema;

afterEach(() => {
  vi.unstubAllGlobals();
  at('/');
  delete (window as unknown as { __crema?: unknown }).__crema;
});

describe('demo controls', () => {
  it('are allowed for the fake backend only', () => {
    expect(demoControlsAllowed(env('fake'))).toBe(true);
    expect(demoControlsAllowed(env('http'))).toBe(false);
  });

  it('apply ?faults= rules for this page load only: never stored, gone after a reload, once without a count', async () => {
    const storage = createMemoryStorage();
    const backend = createFakeBackend({ clock, storage });
    applyFaultQuery(backend, '?faults=*:500,getMenus:503:2');
    expect(storage.getItem(FAULTS_STORAGE_KEY)).toBeNull();
    const answers = async (op: string, n: number) => {
      const out = [];
      for (let i = 0; i < n; i++) out.push(await firstValueFrom(backend.call(op, () => right('ok'))));
      return out.map((r) => (r._tag === 'Left' ? r.left.status : r.right));
    };
    expect(await answers('getMenus', 3)).toEqual([503, 503, 500]);
    expect(await answers('getStreamItems', 1)).toEqual(['ok']);
    applyFaultQuery(backend, '?faults=*:500:always');
    expect(storage.getItem(FAULTS_STORAGE_KEY)).toBeNull();
    const reloaded = createFakeBackend({ clock, storage });
    expect(await firstValueFrom(reloaded.call('getMenus', () => right('ok')))).toEqual(right('ok'));
  });

  it('expose window.__crema for the fake backend of a fake build', () => {
    const target: { __crema?: { faults?: unknown } } = {};
    const backend = createFakeBackend({ clock });
    exposeFakeControls(backend, target);
    expect(target.__crema?.faults).toBe(backend.faults);
  });

  it('the fake environment: ?faults= applies, __crema is there, storage keeps no rule', async () => {
    at('/menu?faults=*:503');
    const storage = window.localStorage;
    const backend = createSelectedBackend(env('fake'), { clock, ids, storage, config: makeConfig() });
    expect(crema()).toBeDefined();
    const { ledger } = await backend.cards();
    expect(await firstValueFrom(ledger.list())).toMatchObject({ _tag: 'Left', left: { status: 503 } });
    expect(storage.getItem(FAULTS_STORAGE_KEY)).toBeNull();
  });

  it("an HTTP environment: no window.__crema, and its ports (every one the server's) ignore ?faults= and stored rules", async () => {
    at('/menu?faults=*:500:always');
    localStorage.setItem(FAULTS_STORAGE_KEY, JSON.stringify({ '*': { status: 503 } }));
    // The server, as far as this test goes: a member's stream needs a session it does not have.
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return new Response(JSON.stringify({ code: 'UNAUTHORIZED' }), { status: 401, headers: { 'content-type': 'application/json' } });
    });
    const backend = createSelectedBackend(env('http'), { clock, ids, storage: window.localStorage, config: makeConfig() });
    const { feed } = await backend.stream();
    const answer = await firstValueFrom(feed.getStreamItems({ audience: 'member', locale: 'en-US', streamItemTypes: [], streamItemStatus: 'active' }));
    expect(answer).toMatchObject({ _tag: 'Left', left: { code: 'UNAUTHORIZED' } }); // the server's answer, no injected failure
    expect(asked.some((u) => u.includes('/apiproxy/v1/stream-items'))).toBe(true);
    expect(crema()).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(FAULTS_STORAGE_KEY) ?? '{}')).toEqual({ '*': { status: 503 } });
  });
});

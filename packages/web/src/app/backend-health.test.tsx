// The degraded-mode banner: fed by every port answer of the bound backend (one decorator in the composition
// root), shown once at the top of the page after 3 failures in a row, cleared by the next answer.
import { describe, it, expect } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { BehaviorSubject, firstValueFrom } from 'rxjs';
import { right } from 'fp-ts/Either';
import { BackendHealthMessages, createManualClock, makeConfig } from '@crema/domain';
import { buildContainer, FakeBackendToken } from './container';
import { T } from './tokens';
import { reportingHealth } from './backend-health';
import type { Backend } from './backends';
import type { WebEnv } from './env';
import { renderApp } from '../test/render-app';

const env: WebEnv = { backend: 'fake', apiBaseUrl: '', googleMapsApiKey: undefined, fakeLatencyMs: 0, config: makeConfig() };

describe('backend health from the composition root', () => {
  it('counts failed answers of any capability, and any answer from the server clears it', async () => {
    const c = buildContainer(env, { clock: createManualClock(Date.UTC(2026, 10, 22, 16, 30)), storage: localStorage });
    const health = c.get(T.BackendHealth);
    const backend = c.get(T.Backend);
    c.get(FakeBackendToken).faults.set('*', { status: 503, times: 3 });
    const { ledger } = await backend.cards();
    const { feed } = await backend.stream();
    await firstValueFrom(ledger.list());
    await firstValueFrom(feed.getStreamItems({ audience: 'member', locale: 'en-US', streamItemTypes: [], streamItemStatus: 'active' }));
    expect(health.current()).toEqual({ consecutiveFailures: 2, degraded: false });
    await firstValueFrom(backend.accounts.current());
    expect(health.current()).toEqual({ consecutiveFailures: 3, degraded: true });
    // The fault is used up: the server answers (here 401, nobody signed in), and that is enough.
    expect(await firstValueFrom(ledger.list())).toMatchObject({ _tag: 'Left', left: { status: 401 } });
    expect(health.current()).toEqual({ consecutiveFailures: 0, degraded: false });
  });

  it('keeps identities: the same adapters, methods and shared streams each time, and the simulator unwrapped', async () => {
    const c = buildContainer(env, { clock: createManualClock(0), storage: localStorage });
    const backend = c.get(T.Backend);
    expect((await backend.cards()).ledger).toBe((await backend.cards()).ledger);
    expect(backend.accounts.current).toBe(backend.accounts.current);
    expect(backend.cards).toBe(backend.cards);
    expect('fake' in backend).toBe(true);
    // A port method that hands out one shared stream still does (a component may subscribe by identity).
    const shared$ = new BehaviorSubject(right(1));
    const stub = { kind: 'fake', accounts: { watch: () => shared$ } } as unknown as Backend;
    const reports: unknown[] = [];
    const watched = reportingHealth(stub, (a) => reports.push(a));
    const accounts = watched.accounts as unknown as { watch(): typeof shared$ };
    expect(accounts.watch()).toBe(accounts.watch());
    accounts.watch().subscribe();
    expect(reports).toEqual([right(1)]);
  });
});

describe('the degraded-mode banner', () => {
  it('says so once at the top of the page after 3 failed calls, and clears when calls succeed again', async () => {
    const r = await renderApp('/gift');
    const fake = r.backend;
    const accounts = r.container.get(T.Backend).accounts;
    fake.faults.set('*', { status: 503, times: 5 });
    expect(screen.queryByText(BackendHealthMessages.degraded)).toBeNull();
    for (let i = 0; i < 5; i++) await act(async () => void (await firstValueFrom(accounts.current())));
    const banner = await screen.findByText(BackendHealthMessages.degraded);
    expect(banner.getAttribute('role')).toBe('status');
    expect(screen.getAllByText(BackendHealthMessages.degraded)).toHaveLength(1);
    // At the top: before the site header.
    const header = document.querySelector('.site-header');
    expect(header !== null && (banner.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0).toBe(true);
    await act(async () => void (await firstValueFrom(accounts.current())));
    await waitFor(() => expect(screen.queryByText(BackendHealthMessages.degraded)).toBeNull());
  });
});

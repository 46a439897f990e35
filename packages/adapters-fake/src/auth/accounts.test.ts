import { describe, it, expect } from 'vitest';
import { firstValueFrom, lastValueFrom, toArray } from 'rxjs';
import { createManualClock, createSeededIds, defaultConfig } from '@crema/domain';
import { makeSessionService, AuthMessages, MAX_FAILED_ATTEMPTS, LOCKOUT_MS, PasswordPolicyMessages, type SessionStore } from '@crema/domain/auth';
import type { Session } from '@crema/domain';
import { createFakeBackend, createMemoryStorage } from '../backend';
import { DEMO_MEMBER } from '../seed';
import { createFakeAccounts, membersTable } from './accounts';

const setup = () => {
  const clock = createManualClock(Date.UTC(2026, 10, 22, 9));
  const storage = createMemoryStorage();
  const backend = createFakeBackend({ clock, storage });
  let saved: Session | undefined;
  const store: SessionStore = { load: () => saved, save: (s) => void (saved = s) };
  const service = makeSessionService({ accounts: createFakeAccounts(backend), store, clock, ids: createSeededIds(1), config: defaultConfig });
  return { clock, backend, service, storage, saved: () => saved };
};
const last = <T>(o: import('rxjs').Observable<T>) => lastValueFrom(o);

describe('fake accounts with the session service', () => {
  it('starts as a guest and signs the demo member in', async () => {
    const { service, backend, saved } = setup();
    expect(service.current().kind).toBe('guest');
    const states = await firstValueFrom(service.signIn({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }).pipe(toArray()));
    expect(states.map((s) => s.status)).toEqual(['loading', 'ok']);
    expect(service.current()).toMatchObject({ kind: 'member', firstName: 'Avery' });
    expect(saved()).toMatchObject({ kind: 'member' });
    expect(backend.currentMemberId()).toBe(DEMO_MEMBER.memberId);
  });

  it('never stores a password in clear', async () => {
    const { service, storage } = setup();
    await last(service.register({ firstName: 'Sam', lastName: 'Ray', email: 'sam@example.com', password: 'Latte-4-ever-2026' }));
    const raw = storage.getItem('crema.fake.table.members') ?? '';
    expect(raw).toContain('sam@example.com');
    expect(raw).not.toContain('Latte-4-ever-2026');
    expect(raw).not.toContain(DEMO_MEMBER.password);
  });

  it('refuses a wrong password with the stated message, and locks out after repeated failures', async () => {
    const { service, clock } = setup();
    const wrong = { email: DEMO_MEMBER.email, password: 'nope-nope-1' };
    for (let i = 1; i < MAX_FAILED_ATTEMPTS; i++) expect(await last(service.signIn(wrong))).toMatchObject({ status: 'error', message: AuthMessages.wrongCredentials });
    expect(await last(service.signIn(wrong))).toMatchObject({ status: 'error', message: AuthMessages.lockedOut });
    // Even the right password is refused during the lockout, and accepted after it.
    const right = { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password };
    expect(await last(service.signIn(right))).toMatchObject({ status: 'error', message: AuthMessages.lockedOut });
    clock.advance(LOCKOUT_MS);
    expect(await last(service.signIn(right))).toMatchObject({ status: 'ok' });
  });

  it('does not register the same e-mail twice, whatever its case', async () => {
    const { service } = setup();
    const r = await last(service.register({ firstName: 'A', lastName: 'B', email: DEMO_MEMBER.email.toUpperCase(), password: 'Latte-4-ever-2026' }));
    expect(r).toMatchObject({ status: 'error', message: AuthMessages.emailTaken });
  });

  it('validates before calling the server', async () => {
    const { service, backend } = setup();
    const r = await last(service.register({ firstName: '', lastName: 'B', email: 'not-an-email', password: 'short' }));
    expect(r.status).toBe('error');
    expect(Object.keys(membersTable(backend).read())).toHaveLength(2);
  });

  it('the port itself refuses what the domain rule refuses, as the server does: a 200,000-character name, a short password', async () => {
    const { backend } = setup();
    const accounts = createFakeAccounts(backend);
    const refused = await firstValueFrom(accounts.register({ firstName: 'x'.repeat(200_000), lastName: 'B', email: 'long@example.com', password: 'short' }));
    expect(refused).toMatchObject({ _tag: 'Left', left: { code: 'VALIDATION_ERROR', context: { fields: { firstName: AuthMessages.nameTooLong(30), password: PasswordPolicyMessages.length } } } });
    expect(Object.keys(membersTable(backend).read())).toHaveLength(2);
  });

  it('signs out to a new guest session, and re-authentication marks multi-factor fresh', async () => {
    const { service, clock } = setup();
    await last(service.signIn({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }));
    expect(service.hasFreshMfa()).toBe(false);
    expect(await last(service.reauthenticate('wrong-pass-1'))).toMatchObject({ status: 'error', message: AuthMessages.reauthFailed });
    expect(await last(service.reauthenticate(DEMO_MEMBER.password))).toMatchObject({ status: 'ok' });
    expect(service.hasFreshMfa()).toBe(true);
    clock.advance(defaultConfig.mfaFreshForMs);
    expect(service.hasFreshMfa()).toBe(false);
    await last(service.signOut());
    expect(service.current().kind).toBe('guest');
  });

  it('follows a profile change at once, for members only', async () => {
    const { service, saved } = setup();
    service.refreshProfile({ firstName: 'Nobody' });
    expect(service.current().kind).toBe('guest');
    await last(service.signIn({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }));
    service.refreshProfile({ firstName: 'Ava', email: 'ava@example.com', lastName: '  ' });
    expect(service.current()).toMatchObject({ kind: 'member', firstName: 'Ava', lastName: 'Quinn', email: 'ava@example.com' });
    expect(saved()).toMatchObject({ firstName: 'Ava' });
  });

  it('replaces an expired guest session with a new one', () => {
    const { service, clock } = setup();
    const first = service.current();
    clock.advance(defaultConfig.guestSessionLifetimeMs);
    const second = service.current();
    expect(second.kind).toBe('guest');
    expect(second).not.toEqual(first);
  });
});

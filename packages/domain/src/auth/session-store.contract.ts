// Conformance suite of the SessionStore port (where the client keeps its session between page loads): run
// against the browser's localStorage adapter, in two tabs, and against the object-held store the session
// service's tests use. What the medium cannot do (hold text someone else wrote, refuse a write, tell of
// another tab) is tested only where the fixture provides it.
import { describe, expect, it } from 'vitest';
import { MEMBER_SESSION_LIFETIME_MS, type GuestSession, type MemberSession, type Session } from '../shared/session';
import type { SessionStore } from './ports';

export interface SessionStoreFixture {
  /** A store over this fixture's medium, as a page load opens it (calling it again: the page reloaded). */
  open(): SessionStore;
  /** The clock the store judges a member session's age by (default: Date.now). */
  now?(): number;
  /**
   * Where the medium holds text: another tab or program writes `raw` where the session is kept (an old
   * version, a hand edit, a forgery). Media with changes tell the open stores, as they would of any write.
   */
  plant?(raw: string): void;
  /** Where the medium has tabs: a store in another tab over the same medium. */
  otherTab?(): SessionStore;
  /** A store over a medium that refuses to read and to write (full, or blocked by the browser). */
  refusing?(): SessionStore;
}

const guest = (now: number): GuestSession => ({ kind: 'guest', guestId: 'guest-contract-1', startedAt: now - 1_000, expiresAt: now + 3_600_000 });
const member = (now: number): MemberSession => ({
  kind: 'member',
  memberId: 'member-contract-1',
  email: 'robin.contract@example.com',
  firstName: 'Robin',
  lastName: 'Contract',
  signedInAt: now - 60_000,
  mfaVerifiedAt: now - 30_000,
});

/** What a store never hands out as a session, though it may find it where sessions are kept. */
const untrustworthy = (now: number): readonly (readonly [string, string])[] => {
  const m = member(now);
  return [
    ['unreadable text', '{"kind":"member",'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['a list', '[]'],
    ['a kind never written', JSON.stringify({ kind: 'admin', memberId: 'x' })],
    ['a guest without its times', JSON.stringify({ kind: 'guest', guestId: 'g' })],
    ['a member id that is no text', JSON.stringify({ ...m, memberId: 42 })],
    ['a member without an e-mail', JSON.stringify({ ...m, email: undefined })],
    ['a re-authentication time that is no time', JSON.stringify({ ...m, mfaVerifiedAt: 'yesterday' })],
    ['a member signed in in the future', JSON.stringify({ ...m, signedInAt: now + 3_600_000 })],
    ['a member past the session lifetime', JSON.stringify({ ...m, signedInAt: now - MEMBER_SESSION_LIFETIME_MS - 1 })],
  ];
};

export const describeSessionStoreContract = (name: string, make: () => SessionStoreFixture): void => {
  describe(`SessionStore contract: ${name}`, () => {
    const nowOf = (f: SessionStoreFixture): number => (f.now ?? Date.now)();

    it('loads nothing before anything was saved', () => {
      expect(make().open().load()).toBeUndefined();
    });

    it('loads back, in the same page and after a reload, the session saved last, guest or member, whole', () => {
      const f = make();
      const now = nowOf(f);
      const page = f.open();
      page.save(guest(now));
      expect(page.load()).toEqual(guest(now));
      expect(f.open().load()).toEqual(guest(now));
      page.save(member(now));
      expect(page.load()).toEqual(member(now));
      expect(f.open().load()).toEqual(member(now));
      const { kind, memberId, email, lastName, signedInAt } = member(now);
      const withoutMfa: MemberSession = { kind, memberId, email, firstName: 'Sam', lastName, signedInAt };
      page.save(withoutMfa);
      expect(f.open().load()).toEqual(withoutMfa);
    });

    it('loads undefined, never throws, for a stored copy it cannot trust: unreadable, of a shape it never writes, or too old', (ctx) => {
      const f = make();
      if (f.plant === undefined) return ctx.skip('the medium holds no text');
      for (const [what, raw] of untrustworthy(nowOf(f))) {
        f.plant(raw);
        expect(() => f.open().load(), what).not.toThrow();
        expect(f.open().load(), what).toBeUndefined();
      }
    });

    it('neither throws nor makes a session up over a medium that refuses to read and write', (ctx) => {
      const f = make();
      if (f.refusing === undefined) return ctx.skip('the medium never refuses');
      const store = f.refusing();
      expect(() => store.save(member(nowOf(f)))).not.toThrow();
      expect(store.load()).toBeUndefined();
    });

    it("tells a listener of another tab's saves, as the session it would load, until the listener unsubscribes", (ctx) => {
      const f = make();
      const tab = f.open();
      if (f.otherTab === undefined || tab.changes === undefined) return ctx.skip('the medium has no tabs');
      const other = f.otherTab();
      const now = nowOf(f);
      const heard: (Session | undefined)[] = [];
      const stop = tab.changes((s) => heard.push(s));
      other.save(member(now));
      other.save(guest(now));
      expect(heard).toEqual([member(now), guest(now)]);
      stop();
      other.save(member(now));
      expect(heard).toHaveLength(2);
      expect(tab.load()).toEqual(member(now));
    });

    it('tells a listener of an untrustworthy copy written elsewhere as no session, never as what was written', (ctx) => {
      const f = make();
      const tab = f.open();
      if (f.plant === undefined || f.otherTab === undefined || tab.changes === undefined) return ctx.skip('the medium has no tabs or holds no text');
      const heard: (Session | undefined)[] = [];
      const stop = tab.changes((s) => heard.push(s));
      const cases = untrustworthy(nowOf(f));
      for (const [, raw] of cases) f.plant(raw);
      stop();
      expect(heard).toEqual(cases.map(() => undefined));
    });
  });
};

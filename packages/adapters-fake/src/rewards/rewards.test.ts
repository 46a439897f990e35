import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { firstValueFrom } from 'rxjs';
import { isLeft, isRight } from 'fp-ts/Either';
import { createManualClock, MS_PER_DAY } from '@crema/domain';
import { consumeSoonestFirst, addExpiration, STAR_LIFETIME_DAYS, starsEarnedFor, startOfUtcDay, type StarExpiration } from '@crema/domain/rewards';
import { describeLoyaltyProgramContract } from '@crema/domain/rewards/contract';
import { DEMO_STARS } from '@crema/catalog/rewards';
import { DEMO_MEMBER, NEW_MEMBER } from '@crema/catalog/members';
import { createFakeBackend, createMemoryStorage, type FakeBackend } from '../backend';
import { modelCommand, signedInAsDemo } from '../backend/test-support';
import { createFakeLoyaltyProgram, RewardsOperations } from './loyalty-program';
import { earnStars, readStarsAccount, redeemStars } from './stars-table';

const NOW = Date.UTC(2026, 10, 22, 15, 30);
const setup = (storage = createMemoryStorage()) => {
  const clock = createManualClock(NOW);
  const backend = createFakeBackend({ clock, storage });
  return { clock, backend, program: createFakeLoyaltyProgram(backend) };
};

describeLoyaltyProgramContract('fake', () => {
  const { backend, program, clock } = setup();
  return {
    program,
    signInMemberWithStars: () => backend.setCurrentMember(DEMO_MEMBER.memberId),
    signInMemberWithoutStars: () => backend.setCurrentMember(NEW_MEMBER.memberId),
    signOut: () => backend.setCurrentMember(undefined),
    now: () => clock.now(),
  };
});

const summary = async (b: { program: ReturnType<typeof createFakeLoyaltyProgram> }) => firstValueFrom(b.program.getStarsSummary());

describe('fake Stars ledger', () => {
  it('seeds the demo member with 142 Stars, 30 expiring within the next month', async () => {
    const s = signedInAsDemo(setup());
    const r = await summary(s);
    expect(isRight(r) && r.right.stars).toBe(DEMO_STARS.total);
    const first = isRight(r) ? r.right.expiring[0] : undefined;
    expect(first?.amount).toBe(30);
    expect((first?.date ?? 0) - NOW).toBeLessThan(30 * MS_PER_DAY);
    expect((first?.date ?? 0) - NOW).toBeGreaterThan(0);
  });

  it('earns 2 Stars per $1 expiring 180 days out, and returns what was earned', () => {
    const { backend } = setup();
    expect(earnStars(backend, NEW_MEMBER.memberId, 1250)).toBe(25);
    expect(earnStars(backend, NEW_MEMBER.memberId, -5)).toBe(0);
    expect(readStarsAccount(backend, NEW_MEMBER.memberId)).toEqual({
      stars: 25,
      expiring: [{ date: startOfUtcDay(NOW) + STAR_LIFETIME_DAYS * MS_PER_DAY, amount: 25 }],
    });
  });

  it('refuses to redeem more Stars than the balance, or a non-positive amount, without touching the account', () => {
    const { backend } = setup();
    expect(redeemStars(backend, NEW_MEMBER.memberId, 1)).toMatchObject({ _tag: 'Left', left: { code: 'INSUFFICIENT_STARS' } });
    expect(redeemStars(backend, DEMO_MEMBER.memberId, 0)).toMatchObject({ _tag: 'Left', left: { code: 'INVALID_STARS' } });
    expect(redeemStars(backend, DEMO_MEMBER.memberId, 2.5)).toMatchObject({ _tag: 'Left', left: { code: 'INVALID_STARS' } });
    expect(redeemStars(backend, DEMO_MEMBER.memberId, 143)).toMatchObject({ _tag: 'Left', left: { code: 'INSUFFICIENT_STARS' } });
    expect(readStarsAccount(backend, DEMO_MEMBER.memberId).stars).toBe(142);
    expect(redeemStars(backend, DEMO_MEMBER.memberId, 100)).toEqual({ _tag: 'Right', right: 42 });
  });

  it('spends the soonest-expiring Stars first', () => {
    const { backend } = setup();
    redeemStars(backend, DEMO_MEMBER.memberId, 35);
    const acc = readStarsAccount(backend, DEMO_MEMBER.memberId);
    expect(acc.expiring.map((e) => e.amount)).toEqual([35, 72]);
  });

  it('loses Stars whose expiry date has passed', () => {
    const { backend, clock } = setup();
    readStarsAccount(backend, DEMO_MEMBER.memberId);
    clock.advance(DEMO_STARS.expiringSoonInDays * MS_PER_DAY);
    expect(readStarsAccount(backend, DEMO_MEMBER.memberId).stars).toBe(112);
  });

  it('keeps the Stars across a reload (same storage)', () => {
    const storage = createMemoryStorage();
    earnStars(setup(storage).backend, NEW_MEMBER.memberId, 5000);
    expect(readStarsAccount(setup(storage).backend, NEW_MEMBER.memberId).stars).toBe(100);
  });

  it('fails getExpiringStars when the fault control says so', async () => {
    const s = signedInAsDemo(setup());
    s.backend.faults.set(RewardsOperations.getExpiringStars, { status: 500, times: 1 });
    expect(isLeft(await summary(s))).toBe(true);
    expect(isRight(await summary(s))).toBe(true);
  });
});

// Model run: earn, redeem, let days pass and read (sometimes with an injected failure), against a model of
// the member's expiry buckets.
interface Model {
  buckets: readonly StarExpiration[];
  now: number;
}
interface Real {
  backend: FakeBackend;
  clock: ReturnType<typeof createManualClock>;
  program: ReturnType<typeof createFakeLoyaltyProgram>;
}
const settle = (m: Model): void => {
  m.buckets = m.buckets.filter((e) => e.date > m.now);
};
const balance = (m: Model): number => m.buckets.reduce((n, e) => n + e.amount, 0);

const earn = (cents: number) =>
  modelCommand<Model, Real>(`earn(${cents})`, (m, r) => {
    settle(m);
    const earned = earnStars(r.backend, DEMO_MEMBER.memberId, cents);
    expect(earned).toBe(starsEarnedFor(cents));
    m.buckets = addExpiration(m.buckets, startOfUtcDay(m.now) + STAR_LIFETIME_DAYS * MS_PER_DAY, earned);
  });
const redeem = (stars: number) =>
  modelCommand<Model, Real>(`redeem(${stars})`, (m, r) => {
    settle(m);
    const res = redeemStars(r.backend, DEMO_MEMBER.memberId, stars);
    if (stars > balance(m)) expect(isLeft(res)).toBe(true);
    else {
      m.buckets = consumeSoonestFirst(m.buckets, stars);
      expect(res).toEqual({ _tag: 'Right', right: balance(m) });
    }
  });
const passDays = (days: number) =>
  modelCommand<Model, Real>(`pass(${days}d)`, (m, r) => {
    m.now += days * MS_PER_DAY;
    r.clock.advance(days * MS_PER_DAY);
  });
const read = (fail: boolean) =>
  modelCommand<Model, Real>(`read(${fail ? 'failing' : 'ok'})`, async (m, r) => {
    settle(m);
    if (fail) r.backend.faults.set(RewardsOperations.getExpiringStars, { status: 503, times: 1 });
    const res = await firstValueFrom(r.program.getStarsSummary());
    if (fail) expect(isLeft(res) && res.left.status).toBe(503);
    else expect(res).toEqual({ _tag: 'Right', right: { stars: balance(m), expiring: m.buckets } });
  });

describe('fake Stars ledger model run', () => {
  it('matches a bucket model through earns, redemptions, expiries and failing reads', async () => {
    const commands = [
      fc.integer({ min: -100, max: 20_000 }).map(earn),
      fc.integer({ min: 1, max: 200 }).map(redeem),
      fc.integer({ min: 1, max: 90 }).map(passDays),
      fc.boolean().map(read),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 25, size: 'medium' }), async (cmds) => {
        const s = signedInAsDemo(setup());
        const model: Model = { buckets: readStarsAccount(s.backend, DEMO_MEMBER.memberId).expiring, now: NOW };
        await fc.asyncModelRun(() => ({ model, real: s }), cmds);
      }),
      { numRuns: 60 },
    );
  });
});

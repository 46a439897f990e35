// The lifecycle's rules: properties over any sequence of moves, and the exact labels.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ORDER_MOVES, type OrderActor, type OrderMoveKind, type StageReached } from './model';
import { applyMove, estimatedReadyAt, isFinished, movesFrom, OrderStageLabels, OrderMoveLabels, PROGRESS_LINE, queueCustomerName, stageAfter, stageOf, stageRank } from './rules';
import { OrderProgressCodes } from './errors';

const partner: OrderActor = { memberId: 'p1', partnerOf: ['10001-1'] };
const PLACED = Date.UTC(2026, 10, 25, 18);

const moveArb = fc.record({ move: fc.constantFrom<OrderMoveKind>(...ORDER_MOVES), reason: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }), dt: fc.integer({ min: -600_000, max: 600_000 }) });

/** Runs moves at times that may go backwards (clock skew) and answers the stages kept. */
const run = (asked: readonly { move: OrderMoveKind; reason?: string | undefined; dt: number }[]): StageReached[] => {
  const moves: StageReached[] = [];
  let now = PLACED;
  for (const a of asked) {
    now += a.dt;
    const r = applyMove({ storeNumber: '10001', placedAt: PLACED, moves }, a.reason === undefined ? { move: a.move } : { move: a.move, reason: a.reason }, partner, now);
    if (r._tag === 'Right') moves.push({ stage: r.right.stage, at: r.right.at });
  }
  return moves;
};

describe('order lifecycle rules', () => {
  it('never moves backwards: each stage kept ranks above the one before', () => {
    fc.assert(
      fc.property(fc.array(moveArb, { maxLength: 12 }), (asked) => {
        const stages = run(asked).map((m) => stageRank(m.stage));
        return stages.every((r, i) => r > (i === 0 ? stageRank('received') : (stages[i - 1] as number)));
      }),
    );
  });

  it('makes no move after picked up or cancelled', () => {
    fc.assert(
      fc.property(fc.array(moveArb, { maxLength: 12 }), (asked) => {
        const moves = run(asked);
        const end = moves.findIndex((m) => isFinished(m.stage));
        return end === -1 || end === moves.length - 1;
      }),
    );
  });

  it('keeps every move, and every estimate, at or after the order was placed and in time order', () => {
    fc.assert(
      fc.property(fc.array(moveArb, { maxLength: 12 }), fc.option(fc.integer({ min: 0, max: 3_600_000 }), { nil: undefined }), fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }), (asked, ahead, est) => {
        const moves = run(asked);
        const times = moves.map((m) => m.at);
        const facts = { placedAt: PLACED, ...(ahead !== undefined ? { scheduledFor: PLACED + ahead } : {}), ...(est !== undefined ? { estimateMaxMinutes: est } : {}) };
        const estimates = moves.map((_, i) => estimatedReadyAt(facts, moves.slice(0, i + 1)));
        return (
          times.every((t, i) => t >= PLACED && (i === 0 || t >= (times[i - 1] as number))) &&
          estimates.every((e) => e === undefined || e >= PLACED) &&
          (estimatedReadyAt(facts, []) ?? 0) >= PLACED
        );
      }),
    );
  });

  it('follows received -> preparing -> ready -> picked up, and cancels only open orders with a reason', () => {
    expect(stageAfter('received', 'startPreparing')).toBe('preparing');
    expect(stageAfter('preparing', 'markReady')).toBe('ready');
    expect(stageAfter('ready', 'markPickedUp')).toBe('pickedUp');
    expect(stageAfter('received', 'markReady')).toBeUndefined();
    expect(stageAfter('ready', 'startPreparing')).toBeUndefined();
    expect(movesFrom('received')).toEqual(['startPreparing', 'cancel']);
    expect(movesFrom('pickedUp')).toEqual([]);
    const none = applyMove({ storeNumber: '10001', placedAt: PLACED, moves: [] }, { move: 'cancel', reason: '   ' }, partner, PLACED);
    expect(none._tag === 'Left' && none.left.code).toBe(OrderProgressCodes.REASON_REQUIRED);
    const ok = applyMove({ storeNumber: '10001', placedAt: PLACED, moves: [] }, { move: 'cancel', reason: ' Out of  oat milk ' }, partner, PLACED + 1);
    expect(ok).toEqual({ _tag: 'Right', right: { stage: 'cancelled', at: PLACED + 1, reason: 'Out of oat milk' } });
    expect(stageOf([])).toBe('received');
  });

  it('lets only a partner of the order\'s store move it: a member is refused 403, another store\'s partner 404', () => {
    const order = { storeNumber: '10001-1', placedAt: PLACED, moves: [] };
    const member = applyMove(order, { move: 'startPreparing' }, { memberId: 'm', partnerOf: [] }, PLACED);
    expect(member._tag === 'Left' && [member.left.code, member.left.status]).toEqual([OrderProgressCodes.NOT_A_PARTNER, 403]);
    const other = applyMove(order, { move: 'startPreparing' }, { memberId: 'p2', partnerOf: ['10002-2'] }, PLACED);
    expect(other._tag === 'Left' && [other.left.code, other.left.status]).toEqual(['NOT_FOUND', 404]);
    expect(applyMove(order, { move: 'startPreparing' }, { memberId: 'p1', partnerOf: ['10001'] }, PLACED)._tag).toBe('Right');
  });

  it('estimates: the promised wait when received, a few minutes once preparing, the moment when ready, none after', () => {
    const facts = { placedAt: PLACED, estimateMaxMinutes: 9 };
    expect(estimatedReadyAt(facts, [])).toBe(PLACED + 9 * 60_000);
    expect(estimatedReadyAt({ ...facts, scheduledFor: PLACED + 30 * 60_000 }, [])).toBe(PLACED + 30 * 60_000);
    expect(estimatedReadyAt(facts, [{ stage: 'preparing', at: PLACED + 60_000 }])).toBe(PLACED + 5 * 60_000);
    expect(estimatedReadyAt(facts, [{ stage: 'preparing', at: PLACED + 60_000 }, { stage: 'ready', at: PLACED + 120_000 }])).toBe(PLACED + 120_000);
    expect(estimatedReadyAt(facts, [{ stage: 'cancelled', at: PLACED }])).toBeUndefined();
  });

  it('names the stages and the buttons exactly', () => {
    expect(PROGRESS_LINE.map((s) => OrderStageLabels[s])).toEqual(['Order received', 'Preparing', 'Ready for pickup', 'Picked up']);
    expect(Object.values(OrderMoveLabels)).toEqual(['Start preparing', 'Mark ready', 'Mark picked up', 'Cancel order']);
  });
});

describe('queueCustomerName', () => {
  it('is the name for the cup when given, else the member\'s first name, else Guest', () => {
    const name = fc.option(fc.string({ minLength: 1 }), { nil: undefined });
    fc.assert(
      fc.property(name, name, (cupName, memberFirstName) => {
        expect(queueCustomerName({ cupName, memberFirstName })).toBe(cupName ?? memberFirstName ?? 'Guest');
      }),
    );
    expect(queueCustomerName({})).toBe('Guest');
  });
});

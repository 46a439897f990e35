import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Subject, of, type Observable } from 'rxjs';
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '../shared/errors';
import { failed, loading, ok } from '../shared/async-state';
import { money } from '../shared/money';
import type { AddCardResult } from '../cards/model';
import type { CardError, CardState } from '../cards/track';
import { CardCodes, type CardsError } from '../cards/payment-codes';
import { createClaimFlow, type ClaimFlowState } from './claim-flow';
import { ClaimMessages, claimOffer, type ReceivedEgift } from './received-egift';
import type { ClaimTokenStore } from './ports';

const GIFT: ReceivedEgift = {
  cardNumber: '6104000011112222',
  balance: money(2500),
  design: { productNumber: '11000101', name: 'Thanks a Latte', artwork: { imageUrl: '/art.svg', alt: 'A latte' } },
  from: { senderName: 'Avery', message: 'Enjoy!', recipientName: 'Sam' },
};
const ADDED: AddCardResult = {
  card: { cardId: 'card-1', cardNumber: GIFT.cardNumber, nickname: 'eGift', cardImageUrl: '', productNumber: '11000101', balance: money(2500), primary: true },
};

/** A token store in memory. */
const memoryStore = (initial?: string): ClaimTokenStore & { readonly saved: string[] } => {
  const saved: string[] = [];
  let kept = initial;
  return {
    saved,
    load: () => kept,
    save: (t) => {
      saved.push(t);
      kept = t;
    },
  };
};

/** The flow over ports whose answers the test gives, one Subject per call. */
const harness = (store?: ClaimTokenStore) => {
  const reveals: { token: string; answer: Subject<Either<CardsError, ReceivedEgift>> }[] = [];
  const adds: { token: string; answer: Subject<CardState<AddCardResult>> }[] = [];
  const flow = createClaimFlow({
    gifts: {
      reveal: (token) => {
        const answer = new Subject<Either<CardsError, ReceivedEgift>>();
        reveals.push({ token, answer });
        return answer;
      },
    },
    addFromToken: (token): Observable<CardState<AddCardResult>> => {
      const answer = new Subject<CardState<AddCardResult>>();
      adds.push({ token, answer });
      return answer;
    },
    tokens: store,
  });
  return { flow, reveals, adds };
};

describe('the claim flow', () => {
  it('reveals the gift the address names and keeps its token for this tab', () => {
    const store = memoryStore();
    const { flow, reveals } = harness(store);
    flow.open('tok-A');
    expect(flow.current()).toEqual({ phase: 'loading' });
    expect(reveals.map((r) => r.token)).toEqual(['tok-A']);
    expect(store.saved).toEqual([]);
    reveals[0]!.answer.next(right(GIFT));
    expect(flow.current()).toEqual({ phase: 'shown', gift: GIFT, add: { status: 'idle' } });
    expect(store.saved).toEqual(['tok-A']);
  });

  it('keeps no token that named no gift, nor one it already had', () => {
    const store = memoryStore('tok-good');
    const { flow, reveals } = harness(store);
    flow.open('tok-typo');
    reveals[0]!.answer.next(left(domainError(ErrorCodes.NOT_FOUND, { status: 404 })));
    flow.open(undefined);
    expect(reveals[1]!.token).toBe('tok-good');
    reveals[1]!.answer.next(right(GIFT));
    expect(store.saved).toEqual([]);
  });

  it('comes back from signing in without a token in the address and uses the kept one', () => {
    const { flow, reveals } = harness(memoryStore('tok-kept'));
    flow.open(undefined);
    expect(reveals.map((r) => r.token)).toEqual(['tok-kept']);
  });

  it('without any token says so and calls nothing; a malformed address token is never sent', () => {
    const { flow, reveals } = harness(memoryStore());
    flow.open('not a token!');
    expect(flow.current()).toEqual({ phase: 'unavailable', reason: 'noToken', message: ClaimMessages.noToken });
    expect(reveals).toHaveLength(0);
  });

  it('shows a failed reveal with its reason, and retries only what a new try may mend', () => {
    const { flow, reveals } = harness();
    flow.open('tok-A');
    reveals[0]!.answer.next(left(domainError(ErrorCodes.NETWORK)));
    expect(flow.current()).toMatchObject({ phase: 'unavailable', reason: 'failed' });
    flow.retry();
    expect(reveals).toHaveLength(2);
    reveals[1]!.answer.next(left(domainError(CardCodes.ALREADY_REGISTERED, { status: 409 })));
    expect(flow.current()).toEqual({ phase: 'unavailable', reason: 'alreadyAdded', message: ClaimMessages.alreadyAdded });
    flow.retry();
    expect(reveals).toHaveLength(2);
  });

  it('adds the card with the token, then says where to go: the card list', () => {
    const { flow, reveals, adds } = harness();
    flow.open('tok-A');
    reveals[0]!.answer.next(right(GIFT));
    flow.add();
    expect(adds.map((a) => a.token)).toEqual(['tok-A']);
    adds[0]!.answer.next(loading());
    expect(flow.current()).toMatchObject({ phase: 'shown', add: { status: 'adding' } });
    adds[0]!.answer.next(ok(ADDED));
    expect(flow.current()).toEqual({ phase: 'shown', gift: GIFT, add: { status: 'added', outcome: { kind: 'showList', cardId: 'card-1', promptLoad: false } } });
  });

  it('shows an add failure with the catalogue message and action, and lets the member try again', () => {
    const { flow, reveals, adds } = harness();
    flow.open('tok-A');
    reveals[0]!.answer.next(right(GIFT));
    flow.add();
    const action = { kind: 'tryAgain' as const, label: 'Try again' };
    adds[0]!.answer.next(failed<AddCardResult, CardError>({ ...domainError('121002'), action }, 'That card number or security code doesn\'t look right.'));
    expect(flow.current()).toMatchObject({ phase: 'shown', add: { status: 'failed', message: "That card number or security code doesn't look right.", action } });
    flow.add();
    expect(adds).toHaveLength(2);
  });

  // A model run: whatever the member taps and whatever the ports answer, in any order, one add call runs at a
  // time, none runs before the card is shown or after it was added, and the page never offers Add meanwhile.
  it('never runs two adds at once, nor one before the card is shown or after it is added', () => {
    type Step = 'add' | 'addOk' | 'addFail' | 'revealOk' | 'revealFail' | 'retry';
    fc.assert(
      fc.property(fc.array(fc.constantFrom<Step>('add', 'addOk', 'addFail', 'revealOk', 'revealFail', 'retry'), { maxLength: 40 }), (steps) => {
        const { flow, reveals, adds } = harness();
        flow.open('tok-A');
        let answeredAdds = 0;
        let answeredReveals = 0;
        for (const step of steps) {
          const before: ClaimFlowState = flow.current();
          const addsBefore = adds.length;
          switch (step) {
            case 'add':
              flow.add();
              expect(adds.length - addsBefore).toBe(claimOffer(before.phase === 'shown' ? { phase: 'shown', add: before.add.status } : before, 'member') === 'add' ? 1 : 0);
              break;
            case 'addOk':
            case 'addFail':
              if (adds.length > answeredAdds) {
                const a = adds[answeredAdds++]!.answer;
                a.next(step === 'addOk' ? ok(ADDED) : failed<AddCardResult, CardError>(domainError('121000'), 'nope'));
                a.complete();
              }
              break;
            case 'revealOk':
            case 'revealFail':
              if (reveals.length > answeredReveals) {
                const r = reveals[answeredReveals++]!.answer;
                r.next(step === 'revealOk' ? right(GIFT) : left(domainError(ErrorCodes.NETWORK)));
                r.complete();
              }
              break;
            case 'retry':
              flow.retry();
              break;
          }
          const s = flow.current();
          if (adds.length > 0) expect(before.phase === 'shown' || s.phase === 'shown').toBe(true);
          if (before.phase === 'shown' && before.add.status === 'added') expect(s).toEqual(before);
        }
        flow.dispose();
      }),
    );
  });

  it('works with ports that answer at once', () => {
    const flow = createClaimFlow({ gifts: { reveal: () => of(right(GIFT)) }, addFromToken: () => of(loading<AddCardResult, CardError>(), ok<AddCardResult, CardError>(ADDED)) });
    flow.open('tok-A');
    flow.add();
    expect(flow.current()).toMatchObject({ phase: 'shown', add: { status: 'added' } });
  });
});

import { describe, it, expect } from 'vitest';
import { firstValueFrom, toArray, type Observable } from 'rxjs';
import { domainError } from '../shared/errors';
import { makeAddCard } from './add-card';
import { makeAddCardFromToken } from './add-card-from-token';
import { makeFetchBarcode } from './fetch-barcode';
import { makeGetCard } from './get-card';
import { makeListCards } from './list-cards';
import { makeMakePrimaryCard } from './make-primary-card';
import { makeReloadCard } from './reload-card';
import { makeRemoveCard } from './remove-card';
import { recordingLedger, testCard } from './test-ledger';
import { makeTransferBalance } from './transfer-balance';

const all = <T>(o: Observable<T>) => firstValueFrom(o.pipe(toArray()));
const second = testCard({ cardId: 'card-2', cardNumber: '6104172300579932', primary: false, balance: { amount: 320, currency: 'USD' } });

describe('card use cases', () => {
  it('list: loading (with the previous list) then ok', async () => {
    const ledger = recordingLedger([testCard(), second]);
    const prev = [testCard()];
    const states = await all(makeListCards({ ledger })(prev));
    expect(states.map((s) => s.status)).toEqual(['loading', 'ok']);
    expect(states[0]).toEqual({ status: 'loading', previous: prev });
  });

  it('get: a missing card shows the unexpected error', async () => {
    const states = await all(makeGetCard({ ledger: recordingLedger() })('nope'));
    expect(states[1]).toMatchObject({ status: 'error', message: 'Something went wrong. Please try again later.' });
  });

  it('add: a malformed entry fails before any call with Try again', async () => {
    const ledger = recordingLedger();
    const states = await all(makeAddCard({ ledger })({ cardNumber: '1234', securityCode: '1' }));
    expect(ledger.calls).toEqual([]);
    expect(states).toHaveLength(1);
    expect(states[0]).toMatchObject({ status: 'error', message: "That card number or security code doesn't look right." });
    expect(states[0]?.status === 'error' && states[0].error.action?.label).toBe('Try again');
  });

  it('add: sends the number without separators, and resolves a server code in the card-add list', async () => {
    const ledger = recordingLedger();
    const ok = await all(makeAddCard({ ledger })({ cardNumber: '6104 1723 9900 1000', securityCode: '10001000' }));
    expect(ok[1]?.status === 'ok' && ok[1].value.card.cardNumber).toBe('6104172399001000');
    ledger.failNext('add', domainError('121068'));
    const bad = await all(makeAddCard({ ledger })({ cardNumber: '6104172399001000', securityCode: '10001000' }));
    expect(bad[1]?.status === 'error' && bad[1].message).toBe(
      'Something went wrong with your payment method. Choose a different payment method or try again.',
    );
    ledger.failNext('add', domainError('121034'));
    const unreg = await all(makeAddCard({ ledger })({ cardNumber: '6104172399001000', securityCode: '10001000' }));
    expect(unreg[1]?.status === 'error' && unreg[1].error.action?.target).toEqual({ page: 'addCard' });
  });

  it('add from an e-gift token: reads the card, then registers it; a bad token fails', async () => {
    const ledger = recordingLedger();
    const ok = await all(makeAddCardFromToken({ ledger })('good'));
    expect(ledger.calls).toEqual(['cardInfoFromToken', 'add']);
    expect(ok[ok.length - 1]?.status).toBe('ok');
    const bad = await all(makeAddCardFromToken({ ledger })('bad'));
    expect(bad.map((s) => s.status)).toEqual(['loading', 'error']);
  });

  it("remove: ok says 'Card (4521) removed'; failure says 'Failed to remove card' even with a server message", async () => {
    const ledger = recordingLedger([testCard()]);
    const ok = await all(makeRemoveCard({ ledger })('card-1'));
    expect(ok[1]?.status === 'ok' && ok[1].value).toEqual({ cardId: 'card-1', lastFourDigits: '4521', message: 'Card (4521) removed' });
    ledger.failNext('remove', domainError('HTTP_500', { serverMessage: 'boom' }));
    const bad = await all(makeRemoveCard({ ledger })('card-1'));
    expect(bad[1]?.status === 'error' && bad[1].message).toBe('Failed to remove card');
  });

  it('reload: validates without calling, then reloads', async () => {
    const ledger = recordingLedger([testCard()]);
    const reload = makeReloadCard({ ledger });
    const none = await all(reload({ card: testCard(), amount: 2500, instrumentCount: 0 }));
    expect(none[0]?.status === 'error' && none[0].error.action?.target).toEqual({ page: 'paymentMethods' });
    const noPi = await all(reload({ card: testCard(), amount: 2500, instrumentCount: 2 }));
    expect(noPi[0]?.status === 'error' && noPi[0].message).toBe('Select a payment method to add money to your card.');
    const over = await all(reload({ card: testCard(), amount: 49_000, paymentInstrument: 'pi-1', instrumentCount: 2 }));
    expect(over[0]?.status === 'error' && over[0].message).toBe('The total on your card cannot exceed $500.');
    expect(ledger.calls).toEqual([]);
    const ok = await all(reload({ card: testCard(), amount: 2500, paymentInstrument: 'pi-1', instrumentCount: 2 }));
    expect(ok[1]?.status === 'ok' && ok[1].value.balance.amount).toBe(4345);
    ledger.failNext('reload', domainError('121048', { serverMessage: 'Declined by your bank.' }));
    const declined = await all(reload({ card: testCard(), amount: 2500, paymentInstrument: 'pi-1', instrumentCount: 2 }));
    expect(declined[1]?.status === 'error' && declined[1].message).toBe('Declined by your bank.');
  });

  it('transfer: refuses to pass $500 before calling; an unknown failure offers Manage card', async () => {
    const ledger = recordingLedger([testCard(), second]);
    const transfer = makeTransferBalance({ ledger });
    const full = testCard({ cardId: 'card-2', balance: { amount: 49_000, currency: 'USD' } });
    const over = await all(transfer({ from: testCard(), to: full, amount: 1001 }));
    expect(over[0]?.status === 'error' && over[0].message).toBe('The total on your card cannot exceed $500.');
    expect(ledger.calls).toEqual([]);
    ledger.failNext('transfer', domainError('HTTP_503'));
    const bad = await all(transfer({ from: testCard(), to: second, amount: 100 }));
    expect(bad[1]?.status === 'error' && bad[1].error.action?.label).toBe('Manage card');
  });

  it('barcode: ok with the number in blocks of 4, or "Barcode is temporarily down" with the number', async () => {
    const ledger = recordingLedger();
    const ok = await all(makeFetchBarcode({ ledger })('6104172300184521'));
    expect(ok[1]?.status === 'ok' && ok[1].value.numberText).toBe('6104 1723 0018 4521');
    ledger.failNext('barcode', domainError('HTTP_500'));
    const bad = await all(makeFetchBarcode({ ledger })('6104172300184521'));
    expect(bad[1]).toMatchObject({ status: 'error', message: 'Barcode is temporarily down', error: { numberText: '6104 1723 0018 4521' } });
  });

  it("make primary: a failure goes to the card's page", async () => {
    const ledger = recordingLedger();
    ledger.failNext('makePrimary', domainError('HTTP_500'));
    const s = await all(makeMakePrimaryCard({ ledger })('card-1'));
    expect(s[1]?.status === 'error' && s[1].error.action?.target).toEqual({ page: 'card', cardId: 'card-1' });
  });
});

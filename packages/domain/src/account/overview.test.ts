import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { StoredValueCard } from '../cards/model';
import { ACCOUNT_SECTIONS, memberFullName, memberInitials, overviewCard } from './overview';

const card = (cardId: string, primary: boolean): StoredValueCard =>
  ({ cardId, cardNumber: '6000000000000000', nickname: `Card ${cardId}`, cardImageUrl: '', productNumber: '1', balance: { amount: 1845, currency: 'USD' }, primary });

describe('the account area', () => {
  it('has one section per account page of spec section 2, the overview first, each labelled once', () => {
    expect(ACCOUNT_SECTIONS.map((s) => s.key)).toEqual(['overview', 'cards', 'paymentMethods', 'rewards', 'history', 'personal', 'profile', 'settings']);
    expect(new Set(ACCOUNT_SECTIONS.map((s) => s.label)).size).toBe(ACCOUNT_SECTIONS.length);
  });

  it("greets the member by first and last name, else by e-mail", () => {
    expect(memberFullName({ firstName: 'Avery', lastName: 'Johnson', email: 'demo@crema.coffee' })).toBe('Avery Johnson');
    expect(memberFullName({ firstName: ' ', lastName: '', email: 'new@crema.coffee' })).toBe('new@crema.coffee');
    expect(memberInitials({ firstName: 'Avery', lastName: 'Johnson', email: 'demo@crema.coffee' })).toBe('AJ');
  });

  it('shows the primary card, with how many others there are; else says whether cards exist', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 6 }), (flags) => {
        const cards = flags.map((p, i) => card(String(i), p));
        const o = overviewCard(cards);
        const primary = cards.find((c) => c.primary);
        if (primary !== undefined) expect(o).toEqual({ kind: 'primary', card: primary, others: cards.length - 1 });
        else if (cards.length > 0) expect(o).toEqual({ kind: 'noPrimary', count: cards.length });
        else expect(o).toEqual({ kind: 'none' });
      }),
    );
  });
});

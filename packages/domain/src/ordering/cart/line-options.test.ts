// An item's line names only what differs from the product as it comes (issue #32: the cart said
// 'Temperature: Hot' and 'Warming: Not warmed' nobody chose), while the barista still gets every option.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { customizedOptionsOf, initialDraft, selectedOptionsOf } from '../menu/customization-rules';
import { apply, DRINK, draftArb, SIZES } from '../menu/test-drink';
import { estimateUnitPrice } from '../pricing/pricing-rules';
import type { SelectedOption } from './cart-model';
import { lineOptions, lineOptionsText, optionText } from './line-options';

/** An option as a line names it: which one, and how much or which value. */
const said = (o: SelectedOption): string => `${o.optionProductNumber}=${o.value ?? o.quantity ?? 1}`;
const sorted = (os: readonly SelectedOption[]): string[] => os.map(said).sort();

describe('line options', () => {
  it('the product as it comes names nothing on its line, at any size, though the barista gets its defaults', () => {
    for (const sizeCode of SIZES) {
      const options = selectedOptionsOf(DRINK, { ...initialDraft(DRINK), sizeCode });
      expect(options.length).toBeGreaterThan(0);
      expect(lineOptions(options)).toEqual([]);
      expect(lineOptionsText(options)).toBe('');
    }
  });

  it('names exactly what a favorite of the same drink keeps: every change, no default', () => {
    fc.assert(
      fc.property(draftArb, (draft) => {
        const options = selectedOptionsOf(DRINK, draft);
        expect(sorted(lineOptions(options))).toEqual(sorted(customizedOptionsOf(DRINK, draft)));
        // Each option left unsaid is the product's own at the size (the default milk, the size's shots, Signature roast).
        for (const o of options.filter((x) => x.asItComes === true)) expect(customizedOptionsOf(DRINK, draft).some((c) => c.optionProductNumber === o.optionProductNumber)).toBe(false);
      }),
    );
  });

  it('marks, never drops: the options priced and sent to the store are the same with the marks as without', () => {
    fc.assert(
      fc.property(draftArb, (draft) => {
        const options = selectedOptionsOf(DRINK, draft);
        const unmarked = options.map(({ asItComes: _a, ...o }) => o);
        expect(estimateUnitPrice(DRINK, draft.sizeCode, options)).toBe(estimateUnitPrice(DRINK, draft.sizeCode, unmarked));
      }),
    );
  });

  it('says a default taken off as No, and keeps the order of the options', () => {
    const draft = apply(initialDraft(DRINK), [{ kind: 'milk', pn: 'milk-oat' }, { kind: 'value', pn: 'whip', v: 'None' }, { kind: 'qty', pn: 'vanilla', q: 2 }, { kind: 'value', pn: 'roast', v: 'Signature' }]);
    expect(lineOptionsText(selectedOptionsOf(DRINK, draft))).toBe('milk-oat, vanilla × 2, No whip');
  });

  it('says each kind of customization as people do', () => {
    const opt = (name: string, o: { quantity?: number; value?: string }) => ({ product: { name }, ...o });
    expect([opt('Oat milk', { quantity: 1 }), opt('Espresso shot', { quantity: 3 }), opt('Vanilla syrup', { quantity: 0 }), opt('Temperature', { value: 'Extra hot' }), opt('Whipped cream', { value: 'None' }), opt('Cinnamon powder', {})].map(optionText)).toEqual([
      'Oat milk',
      'Espresso shot × 3',
      'No vanilla syrup',
      'Temperature: Extra hot',
      'No whipped cream',
      'Cinnamon powder',
    ]);
  });
});

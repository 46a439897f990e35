import { describe, expect, it } from 'vitest';
import type { SelectedOption } from '@crema/domain/ordering';
import { optionsText } from './option-text';

const opt = (name: string, o: { quantity?: number; value?: string; asItComes?: true }): SelectedOption => ({ optionProductNumber: name, product: { productNumber: name, name }, ...o });

describe('option text', () => {
  it('says a value with its option, a count after the name, and a removed default as No', () => {
    expect(
      optionsText([opt('Oat milk', { quantity: 1 }), opt('Espresso shot', { quantity: 3 }), opt('Vanilla syrup', { quantity: 0 }), opt('Temperature', { value: 'Extra hot' }), opt('Whipped cream', {})]),
    ).toBe('Oat milk, Espresso shot × 3, No vanilla syrup, Temperature: Extra hot, Whipped cream');
  });

  it('leaves unsaid what the product has so as it comes (issue #32)', () => {
    expect(optionsText([opt('2% milk', { quantity: 1, asItComes: true }), opt('Temperature', { value: 'Hot', asItComes: true }), opt('Vanilla syrup', { quantity: 2 })])).toBe('Vanilla syrup × 2');
    expect(optionsText([opt('Warming', { value: 'Not warmed', asItComes: true })])).toBe('');
  });
});

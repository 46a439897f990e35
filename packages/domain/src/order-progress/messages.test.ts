// How an item and its customizations read, the same on the customer's order page and the partner's store screen.
import { describe, expect, it } from 'vitest';
import { customizationText, itemText } from './messages';

describe('item words', () => {
  it('names an item with its quantity and its size when it has one', () => {
    expect(itemText({ name: 'Latte', quantity: 2, sizeName: 'Grande', customizations: [] })).toBe('2 × Grande Latte');
    expect(itemText({ name: 'Croissant', quantity: 1, customizations: [] })).toBe('1 × Croissant');
  });

  it('names a customization with its value, and its quantity only past one', () => {
    expect(customizationText({ name: 'Oat milk' })).toBe('Oat milk');
    expect(customizationText({ name: 'Syrup', value: 'Vanilla', quantity: 2 })).toBe('Syrup: Vanilla × 2');
    expect(customizationText({ name: 'Espresso shot', quantity: 1 })).toBe('Espresso shot');
  });
});

import { describe, expect, it } from 'vitest';
import { isPreparedProduct } from './product-facts';

describe('product facts', () => {
  it('gives a ready time and nutrition facts to drinks and food, not to whole bean coffee or merchandise', () => {
    expect(['Beverage', 'Food', 'Coffee', 'Merchandise'].filter((t) => isPreparedProduct(t as never))).toEqual(['Beverage', 'Food']);
  });
});

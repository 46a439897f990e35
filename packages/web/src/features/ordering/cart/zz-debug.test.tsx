import { logRoles } from '@testing-library/react';
import { it, expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderOrdering, presetSelectedStore } from '../test-ordering';
import { presetCart, LATTE, CROISSANT, STORES } from './test-cart';

it('debug', async () => {
  presetSelectedStore(STORES.westlake.storeNumber);
  presetCart([LATTE, CROISSANT]);
  await renderOrdering('/menu/cart', { member: true });
  await within(await screen.findByRole('complementary')).findByText('Total');
  logRoles(document.querySelector('main') as HTMLElement);
  expect(1).toBe(1);
}, 60000);

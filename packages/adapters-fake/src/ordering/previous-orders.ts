// Fake PreviousOrders ('getPreviousOrders'): the member's orders from the fake server's table, paged and
// with each item's availability at the asked store by the catalog's previousOrdersPage.
import { chain, right } from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { isOrderingErrorCode, type PreviousOrders } from '@crema/domain/ordering';
import { previousOrdersPage } from '@crema/catalog/ordering';
import type { FakeBackend } from '../backend';
import { previousOrdersTable } from './tables';

export const createFakePreviousOrders = (backend: FakeBackend): PreviousOrders => {
  const ordering = backend.typed(isOrderingErrorCode);
  return {
    list: (query) =>
      ordering.call('getPreviousOrders', () =>
        pipe(
          ordering.requireMember(),
          chain((memberId) => right(previousOrdersPage(previousOrdersTable(backend).read()[memberId] ?? [], query))),
        ),
      ),
  };
};

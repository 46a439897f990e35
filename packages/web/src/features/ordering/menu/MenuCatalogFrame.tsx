// The frame of a menu page over the whole catalog (/menu, /menu/featured): the current store's menus, the
// side navigation, and the failure or the skeleton until the catalog is there.
import type { ReactNode } from 'react';
import type { MenuCatalog } from '@crema/domain/ordering';
import type { CurrentStoreView } from '@crema/domain/locator';
import { MenuFrame } from '../shared/MenuFrame';
import { FailureState, GridSkeleton } from '../shared/StateView';
import { MenuSideNav } from './MenuSideNav';
import { useMenus } from './useMenus';

export const MenuCatalogFrame = ({ store, title, children }: { store: CurrentStoreView; title: string; children: (catalog: MenuCatalog) => ReactNode }) => {
  const [state, retry] = useMenus(store);
  const catalog = state.status === 'ok' ? state.value.catalog : undefined;
  return (
    <MenuFrame store={store} title={title} side={<MenuSideNav catalog={catalog} />}>
      {state.status === 'error' ? (
        <FailureState failure={state.error} onRetry={retry} />
      ) : catalog === undefined ? (
        <GridSkeleton />
      ) : (
        children(catalog)
      )}
    </MenuFrame>
  );
};

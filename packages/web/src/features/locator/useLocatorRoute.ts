// Which locator this is: the full page under /store-locator or the ordering variant under /menu/store-locator.
import { useLocation } from 'react-router-dom';
import type { LocatorVariant } from '@crema/domain/locator';

export const FULL_BASE = '/store-locator';
export const MENU_BASE = '/menu/store-locator';

export const useLocatorRoute = (): { variant: LocatorVariant; base: string } => {
  const inMenu = useLocation().pathname.startsWith(`${MENU_BASE}`);
  return inMenu ? { variant: 'ordering', base: MENU_BASE } : { variant: 'locator', base: FULL_BASE };
};

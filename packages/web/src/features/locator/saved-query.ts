// Outside the menu, the pickup path keeps a saved query string (spec section 2): the last locator view of
// this tab, so switching to delivery and back returns to it. Kept in sessionStorage (per tab).
const KEY = 'crema.locator.query';

const storage = (): Storage | undefined => {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
};

export const saveLocatorQuery = (query: string): void => {
  try {
    storage()?.setItem(KEY, query);
  } catch {
    // storage full or refused: the pickup path then opens without a saved view
  }
};

export const savedLocatorQuery = (): string => storage()?.getItem(KEY) ?? '';

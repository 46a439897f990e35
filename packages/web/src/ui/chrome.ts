// Route handles say where the global navigation and footer are hidden (spec section 2).
import { useMatches } from 'react-router-dom';

export interface Chrome {
  readonly hideNav?: boolean;
  readonly hideFooter?: boolean;
}

export const useChrome = (): Chrome =>
  useMatches().reduce<Chrome>((acc, m) => ({ ...acc, ...((m.handle as { chrome?: Chrome } | undefined)?.chrome ?? {}) }), {});

import type { RouteObject } from 'react-router-dom';
import { heading, member } from '../../app/route-helpers';

/** Under /account: stored-value cards (hashes #add-money, #auto-reload, #pay on the card page). */
export const cardRoutes = (): RouteObject[] => [
  { path: 'cards', element: member(heading('Cards')) },
  { path: 'cards/add', element: member(heading('Add a card')) },
  { path: 'cards/:cardId', element: member(heading('Card')) },
];

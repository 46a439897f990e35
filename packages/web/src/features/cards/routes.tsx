import type { RouteObject } from 'react-router-dom';
import { el, member, page } from '../../app/route-helpers';

const Cards = page(() => import('./CardsPage'));
const AddCard = page(() => import('./AddCardPage'));
const Card = page(() => import('./CardPage'));

/** Under /account: stored-value cards (hashes #add-money, #auto-reload, #pay on the card page). */
export const cardRoutes = (): RouteObject[] => [
  { path: 'cards', element: member(el(Cards)) },
  { path: 'cards/add', element: member(el(AddCard)) },
  { path: 'cards/:cardId', element: member(el(Card)) },
];

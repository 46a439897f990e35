import type { RouteObject } from 'react-router-dom';
import { el, member, page } from '../../app/route-helpers';

const Rewards = page(() => import('./RewardsPage'));
const HowItWorks = page(() => import('./HowItWorksPage'));

/** Under /account: rewards. */
export const rewardsRoutes = (): RouteObject[] => [
  { path: 'rewards', element: member(el(Rewards)) },
  { path: 'rewards/how-it-works', element: member(el(HowItWorks)) },
];

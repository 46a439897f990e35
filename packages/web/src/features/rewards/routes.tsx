import type { RouteObject } from 'react-router-dom';
import { heading, member } from '../../app/route-helpers';

/** Under /account: rewards. */
export const rewardsRoutes = (): RouteObject[] => [
  { path: 'rewards', element: member(heading('Rewards')) },
  { path: 'rewards/how-it-works', element: member(heading('How Rewards work')) },
];

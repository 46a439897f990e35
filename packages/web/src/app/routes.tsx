// Every route of spec section 2, composed from each capability's route file (rendered by AppRoutes). Pages load
// lazily (one chunk each); handles say where the global navigation and footer are hidden; account routes are guarded.
import type { RouteObject } from 'react-router-dom';
import type { AppConfig } from '@crema/domain';
import { Layout } from '../ui/Layout';
import { el, hideFooter, member, page } from './route-helpers';
import { locatorChildren } from '../features/locator/routes';
import { menuChildren } from '../features/ordering/routes';
import { pickupRoutes } from '../features/pickup/routes';
import { giftAccountRoutes, giftRoutes } from '../features/gifting/routes';
import { cardRoutes } from '../features/cards/routes';
import { paymentRoutes } from '../features/payments/routes';
import { accountRoutes } from '../features/account/routes';
import { rewardsRoutes } from '../features/rewards/routes';
import { orderProgressRoutes } from '../features/order-progress/routes';
import { StoreScreenRoute } from './StoreScreenRoute';

const Home = page(() => import('../features/home/HomePage'));
const SignIn = page(() => import('../features/auth/SignInPage'));
const Join = page(() => import('../features/auth/JoinPage'));
const Verify = page(() => import('../features/auth/VerifyPage'));
const ForgotPassword = page(() => import('../features/auth/ForgotPasswordPage'));
const ResetPassword = page(() => import('../features/auth/ResetPasswordPage'));
const NotFound = page(() => import('../features/shell/NotFoundPage'));

export const buildRoutes = (config: AppConfig): RouteObject[] => [
  {
    element: <Layout />,
    children: [
      { index: true, element: el(Home) },
      { path: 'signin', element: el(SignIn) },
      { path: 'join', element: el(Join) },
      { path: 'store-locator', handle: hideFooter, children: locatorChildren(config, 'full') },
      { path: 'menu', children: menuChildren(locatorChildren(config, 'menu')) },
      ...pickupRoutes(),
      ...giftRoutes(),
      ...orderProgressRoutes(),
      // The partner's store screen: another channel's page, loaded as a document (issue #28).
      { path: 'store/*', element: <StoreScreenRoute /> },
      {
        path: 'account',
        children: [
          { path: 'verify', element: member(el(Verify)) },
          // A forgotten password (AccountPaths.forgotPassword, .resetPassword): for anyone, signed in or not.
          { path: 'forgot-password', element: el(ForgotPassword) },
          { path: 'reset-password', element: el(ResetPassword) },
          ...cardRoutes(),
          ...paymentRoutes(),
          ...giftAccountRoutes(),
          ...accountRoutes(config),
          ...rewardsRoutes(),
          { path: '*', element: el(NotFound) },
        ],
      },
      { path: '*', element: el(NotFound) },
    ],
  },
];

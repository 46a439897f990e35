// Every route of spec section 2. Pages load lazily (one chunk per page); handles say where the global
// navigation and footer are hidden; account routes are guarded (spec section 6).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { AppConfig } from '@crema/domain';
import { Layout } from '../ui/Layout';
import { RequireMember, RequireMfa } from '../features/auth/guards';
import { RouteError } from '../ui/RouteError';
import { HeadingOnlyPage } from '../features/shell/HeadingOnlyPage';

type Page = LazyExoticComponent<ComponentType>;
const page = (load: () => Promise<{ default: ComponentType }>): Page => lazy(load);

const Home = page(() => import('../features/home/HomePage'));
const SignIn = page(() => import('../features/auth/SignInPage'));
const Join = page(() => import('../features/auth/JoinPage'));
const Verify = page(() => import('../features/auth/VerifyPage'));
const GiftProduct = page(() => import('../features/shell/GiftProductGate'));
const NotFound = page(() => import('../features/shell/NotFoundPage'));

const el = (P: Page) => <P />;
const member = (node: React.ReactNode) => <RequireMember>{node}</RequireMember>;
const mfa = (node: React.ReactNode) => <RequireMember><RequireMfa>{node}</RequireMfa></RequireMember>;
/** A route whose screen belongs to another open issue: its heading only, for now. */
const heading = (title: string) => <HeadingOnlyPage title={title} />;

const hideFooter = { chrome: { hideFooter: true } };
const hideNavAndFooter = { chrome: { hideNav: true, hideFooter: true } };

const locatorChildren = (config: AppConfig, title: string): RouteObject[] => [
  { index: true, element: heading(title) },
  ...(config.enableInAppDelivery ? [{ path: 'delivery', element: heading('Today deserves delivery') }] : []),
  { path: '*', element: heading(title) },
];

export const buildRoutes = (config: AppConfig): RouteObject[] => [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: el(Home) },
      { path: 'signin', element: el(SignIn) },
      { path: 'join', element: el(Join) },

      // Store locator
      { path: 'store-locator', handle: hideFooter, children: locatorChildren(config, 'Store Locator') },

      // Ordering
      {
        path: 'menu',
        children: [
          { index: true, element: heading('Menu') },
          { path: 'featured', element: heading('Featured') },
          { path: 'store-locator', children: locatorChildren(config, 'Store Locator') },
          { path: 'previous', element: heading('Previous orders') },
          { path: 'favorites', element: heading('Favorites') },
          { path: 'cart', handle: hideNavAndFooter, element: heading('Review order') },
          { path: 'cart/guest/checkout', handle: hideFooter, element: heading('Guest checkout') },
          { path: 'product/:productNumber/:formCode', element: heading('Product') },
          { path: 'product/:productNumber/:formCode/nutrition', element: heading('Nutrition') },
          // '/menu/product/x' is not a category of a menu called 'product': it is an incomplete product path.
          { path: 'product/:productNumber', element: <Navigate to="/menu" replace /> },
          { path: ':menu/:category', element: heading('Menu category') },
          { path: ':menu/:category/:subcategory', element: heading('Menu category') },
          { path: '*', element: <Navigate to="/menu" replace /> },
        ],
      },

      // Pickup (no login required)
      { path: 'pickup', element: heading('Pickup options') },
      { path: 'pickup/curbside', element: heading('Curbside check-in') },
      { path: 'pickup/curbside/success', element: heading("You're checked in") },

      // Gift
      { path: 'gift', element: heading('Gift cards') },
      { path: 'gift/confirmation', handle: hideFooter, element: heading('Thank you for your gift') },
      { path: 'gift/category/:categoryUrn', element: heading('Gift cards') },
      { path: 'gift/:productNumber', element: el(GiftProduct) },

      // Account (sign-in required)
      {
        path: 'account',
        children: [
          { path: 'verify', element: member(el(Verify)) },
          { path: 'cards', element: member(heading('Cards')) },
          { path: 'cards/add', element: member(heading('Add a card')) },
          { path: 'cards/:cardId', element: member(heading('Card')) },
          { path: 'payment-method', element: member(heading('Payment methods')) },
          { path: 'payment-method/add/billing-address', element: heading('Add billing address') },
          { path: 'payment-method/edit/billing-address', element: member(heading('Edit billing address')) },
          { path: 'payment-method/add/paypal', element: member(heading('Add PayPal')) },
          { path: 'payment-method/add/credit-card', element: member(heading('Add a credit or debit card')) },
          { path: 'payment-method/edit/credit-card', element: member(heading('Edit credit or debit card')) },
          // Guests buying a gift enter their card here: not an account page despite its path.
          { path: 'payment-method/gift/guest/credit-card', element: heading('Payment for your gift') },
          { path: 'history', element: member(heading('History')) },
          { path: 'history/egift', element: member(heading('E-gift history')) },
          { path: 'personal', element: member(heading('Personal info')) },
          { path: 'personal/partner', element: member(heading('Partner info')) },
          { path: 'profile', element: member(heading('Profile')) },
          { path: 'settings', element: member(heading('Settings')) },
          { path: 'settings/password', element: mfa(heading('Change password')) },
          { path: 'settings/communication-preferences', element: member(heading('Communication preferences')) },
          { path: 'settings/edit-email', element: member(heading('Change e-mail')) },
          { path: 'settings/edit-email/enter-code', element: member(heading('Enter your code')) },
          { path: 'settings/privacy', element: member(heading('Privacy')) },
          ...(config.flags.multiFactor
            ? [
                { path: 'settings/mfa/add-phone-number', element: member(heading('Add a phone number')) },
                { path: 'settings/mfa/edit-phone-number', element: mfa(heading('Edit phone number')) },
                { path: 'settings/mfa', element: mfa(heading('Two-step verification')) },
              ]
            : []),
          { path: 'rewards', element: member(heading('Rewards')) },
          { path: 'rewards/how-it-works', element: member(heading('How Rewards work')) },
          { path: '*', element: el(NotFound) },
        ],
      },
      { path: '*', element: el(NotFound) },
    ],
  },
];

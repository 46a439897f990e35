import type { RouteObject } from 'react-router-dom';
import { el, member, page } from '../../app/route-helpers';

const Home = page(() => import('./PaymentMethodsPage'));
const AddBillingAddress = page(() => import('./AddBillingAddressPage'));
const EditBillingAddress = page(() => import('./EditBillingAddressPage'));
const AddPaypal = page(() => import('./AddPaypalPage'));
const AddCreditCard = page(() => import('./AddCreditCardPage'));
const EditCreditCard = page(() => import('./EditCreditCardPage'));

/** Under /account: payment methods and billing addresses. */
export const paymentRoutes = (): RouteObject[] => [
  { path: 'payment-method', element: member(el(Home)) },
  // Also reached by the guest gift flow, so not guarded (spec section 2, Gift).
  { path: 'payment-method/add/billing-address', element: el(AddBillingAddress) },
  { path: 'payment-method/edit/billing-address', element: member(el(EditBillingAddress)) },
  { path: 'payment-method/add/paypal', element: member(el(AddPaypal)) },
  { path: 'payment-method/add/credit-card', element: member(el(AddCreditCard)) },
  { path: 'payment-method/edit/credit-card', element: member(el(EditCreditCard)) },
];

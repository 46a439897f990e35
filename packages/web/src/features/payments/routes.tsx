import type { RouteObject } from 'react-router-dom';
import { heading, member } from '../../app/route-helpers';

/** Under /account: payment methods and billing addresses. */
export const paymentRoutes = (): RouteObject[] => [
  { path: 'payment-method', element: member(heading('Payment methods')) },
  // Also reached by the guest gift flow, so not guarded (spec section 2, Gift).
  { path: 'payment-method/add/billing-address', element: heading('Add billing address') },
  { path: 'payment-method/edit/billing-address', element: member(heading('Edit billing address')) },
  { path: 'payment-method/add/paypal', element: member(heading('Add PayPal')) },
  { path: 'payment-method/add/credit-card', element: member(heading('Add a credit or debit card')) },
  { path: 'payment-method/edit/credit-card', element: member(heading('Edit credit or debit card')) },
];

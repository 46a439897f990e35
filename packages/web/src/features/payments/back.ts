import { PaymentPaths } from '../../app/paths';

/** The way back from a payment-method form to the payment methods (text not given by the spec). */
export const PAYMENT_METHODS_BACK = { to: PaymentPaths.home, label: 'Payment methods' } as const;

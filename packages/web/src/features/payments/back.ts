import { PaymentRoutes } from '@crema/domain/payments';

/** The way back from a payment-method form to the payment methods (text not given by the spec). */
export const PAYMENT_METHODS_BACK = { to: PaymentRoutes.home, label: 'Payment methods' } as const;

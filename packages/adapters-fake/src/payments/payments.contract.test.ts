import { describePaymentsContract } from '@crema/domain/payments/contract';
import { makePaymentsFakes } from './test-harness';

describePaymentsContract('fake adapters', () => makePaymentsFakes().harness);

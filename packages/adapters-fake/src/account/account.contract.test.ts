import { describeAccountContract } from '@crema/domain/account/contract';
import { makeAccountFakes } from './test-harness';

describeAccountContract('fake adapters', () => makeAccountFakes().harness);

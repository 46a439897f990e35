// Typed service identifiers of the account capability (bound in app/modules/account.ts). No adapter here.
import type { ServiceIdentifier } from 'inversify';
import type { AccountUseCases } from '@crema/domain/account';

/** Every account use case, ready to run for the signed-in member. */
export type { AccountUseCases };

/**
 * Where the codes of the e-mail change and the multi-factor phone can be read back in the demo. Bound only
 * when the code-sending adapters are the fake ones (nothing can be e-mailed or texted there); null otherwise.
 */
export interface DemoInbox {
  latestCode(target: string): string | undefined;
}

export const AccountTokens = {
  UseCases: Symbol.for('account.UseCases') as ServiceIdentifier<AccountUseCases>,
  DemoInbox: Symbol.for('account.DemoInbox') as ServiceIdentifier<DemoInbox | null>,
} as const;

// Typed service identifiers of the forgotten-password pages (bound in app/modules/password-reset.ts). No adapter here.
import type { ServiceIdentifier } from 'inversify';
import type { ForgotPasswordFlow, ResetPasswordFlow } from '@crema/domain/auth';

/** A new flow for each visit of a page (the reset page's with the token its link carried). */
export interface PasswordResetFlows {
  forgot(): ForgotPasswordFlow;
  reset(token: string | undefined): ResetPasswordFlow;
}

/**
 * Demo only: the token of the reset link the fake server "e-mailed" to an address (nothing is e-mailed from the
 * demo). Null on a real server: the link is in the member's inbox.
 */
export interface DemoResetInbox {
  latestResetToken(to: string): string | undefined;
}

export const PasswordResetTokens = {
  Flows: Symbol.for('auth.PasswordResetFlows') as ServiceIdentifier<PasswordResetFlows>,
  DemoInbox: Symbol.for('auth.DemoResetInbox') as ServiceIdentifier<DemoResetInbox | null>,
} as const;

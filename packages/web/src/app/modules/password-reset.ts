// Binds the forgotten-password flows into the container (composition root: adapters chosen here). On the fake
// backend its inbox holds the reset link "sent", which the demo shows; on a real server the link is e-mailed only.
import type { Container } from 'inversify';
import { createForgotPasswordFlow, createResetPasswordFlow } from '@crema/domain/auth';
import { T } from '../tokens';
import { PasswordResetTokens, type PasswordResetFlows } from '../../features/auth/tokens';

export default async function bindPasswordReset(c: Container): Promise<void> {
  const backend = c.get(T.Backend);
  const [{ resets }, inbox] = await Promise.all([backend.passwordResets(), backend.demoInbox?.()]);
  const flows: PasswordResetFlows = {
    forgot: () => createForgotPasswordFlow({ resets }),
    reset: (token) => createResetPasswordFlow({ resets }, token),
  };
  c.bind(PasswordResetTokens.Flows).toConstantValue(flows);
  c.bind(PasswordResetTokens.DemoInbox).toConstantValue(inbox ?? null);
}

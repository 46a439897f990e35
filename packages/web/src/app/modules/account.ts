// Binds the account capability's use cases into the container (composition root: adapters chosen here).
// On the fake backend, its inbox is where every code "sent" by e-mail or text lands, and the screens may
// show it (a demo aid); on a real server the codes go to the member's e-mail and phone only.
import type { Container } from 'inversify';
import { makeAccountUseCases } from '@crema/domain/account';
import { T } from '../tokens';
import { AccountTokens, type AccountUseCases } from '../../features/account/tokens';

export default async function bindAccount(c: Container): Promise<void> {
  const backend = c.get(T.Backend);
  const ports = await backend.account();
  c.bind(AccountTokens.UseCases).toDynamicValue((ctx): AccountUseCases => makeAccountUseCases({ ...ports, clock: ctx.get(T.Clock), config: ctx.get(T.Config) }));
  c.bind(AccountTokens.DemoInbox).toConstantValue((await backend.demoInbox?.()) ?? null);
}

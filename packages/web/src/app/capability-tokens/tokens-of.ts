// A capability's tokens typed from its use-case set: `tokensOf<CardUseCases>('cards').ListCards` is the
// identifier of the use case the set names ListCards (Symbol.for('cards.ListCards')), and `bindUseCases`
// binds every member of a built set under those same identifiers. The names are written once, in the
// domain's set; neither the tokens nor the module repeats them.
import type { Container, ServiceIdentifier } from 'inversify';

export type TokensOf<U> = { readonly [K in keyof U]: ServiceIdentifier<U[K]> };

const tokenOf = (capability: string, name: string): symbol => Symbol.for(`${capability}.${name}`);

export const tokensOf = <U extends object>(capability: string): TokensOf<U> =>
  new Proxy({} as TokensOf<U>, { get: (_, name) => (typeof name === 'string' ? tokenOf(capability, name) : undefined) });

export const bindUseCases = <U extends object>(c: Container, capability: string, useCases: U): void => {
  for (const [name, useCase] of Object.entries(useCases)) c.bind(tokenOf(capability, name)).toConstantValue(useCase);
};

// The composition root: the only place (with ./backends, ./core and ./modules) that chooses adapters. It binds
// the backend's ports (the fake simulator by default, the HTTP adapters with VITE_CREMA_BACKEND=http) and
// builds use cases from them; nothing else branches on the backend. The app loads this module (and
// inversify) with the first capability a page uses; the shell's services come from ./core, the same instances.
import { Container, type ServiceIdentifier } from 'inversify';
import type { FakeBackend } from '@crema/adapters-fake';
import type { WebEnv } from './env';
import { buildCore, coreService, coreTokens, type CoreOptions, type CoreServices } from './core';

/** The simulator behind a fake backend (fault injection, reset); not bound on the HTTP backend. */
export const FakeBackendToken = Symbol.for('FakeBackend') as ServiceIdentifier<FakeBackend>;

export type ContainerOptions = CoreOptions;

/** The container over services already built (the app's first page made them without inversify). */
export const containerFor = (core: CoreServices): Container => {
  const c = new Container({ defaultScope: 'Singleton' });
  // Dynamic, so the session service is still made on first use.
  for (const id of coreTokens()) c.bind(id).toDynamicValue(() => coreService(core, id));
  const { backend } = core;
  if ('fake' in backend) c.bind(FakeBackendToken).toConstantValue((backend as { fake: FakeBackend }).fake);
  return c;
};

export const buildContainer = (env: WebEnv, o: ContainerOptions = {}): Container => containerFor(buildCore(env, o));

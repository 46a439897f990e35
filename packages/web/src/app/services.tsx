// One provider for the app's services; components reach them only through useService(token). The shell's
// services (./core) answer at once; the container, where capabilities bind their use cases, loads with the
// first capability a page uses (so '/' never downloads inversify). Tests hand over a container they built.
import { createContext, use, useContext, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';
import { coreService, type CoreServices } from './core';

export interface Services {
  /** A service of the shell, without the container; undefined for a capability's token. */
  core(id: ServiceIdentifier<unknown>): unknown;
  /** The container once loaded. */
  loaded(): Container | undefined;
  /** Loads the container (once). */
  load(): Promise<Container>;
}

/** The app's services: the core now, the container (and inversify) in its own chunk on first need. */
export const lazyServices = (core: CoreServices): Services => {
  let container: Container | undefined;
  let loading: Promise<Container> | undefined;
  return {
    core: (id) => coreService(core, id),
    loaded: () => container,
    load: () => (loading ??= import('./container').then((m) => (container = m.containerFor(core)))),
  };
};

const fromContainer = (c: Container): Services => ({ core: () => undefined, loaded: () => c, load: () => Promise.resolve(c) });

const ServicesContext = createContext<Services | null>(null);

export const ServicesProvider = ({ container, services, children }: { container?: Container; services?: Services; children: ReactNode }) => {
  const value = services ?? (container === undefined ? null : fromContainer(container));
  return <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>;
};

export const useServices = (): Services => {
  const s = useContext(ServicesContext);
  if (!s) throw new Error('useService must be used inside <ServicesProvider>');
  return s;
};

/** The container, suspending the caller while it loads the first time. */
export const useContainer = (): Container => {
  const s = useServices();
  return s.loaded() ?? use(s.load());
};

export function useService<T>(id: ServiceIdentifier<T>): T {
  const s = useServices();
  const core = s.core(id);
  // `use` may be called conditionally: a core service never waits for the container.
  return core !== undefined ? (core as T) : (s.loaded() ?? use(s.load())).get(id);
}

// One provider for the container; components reach services only through useService(token).
import { createContext, useContext, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';

const ContainerContext = createContext<Container | null>(null);

export const ServicesProvider = ({ container, children }: { container: Container; children: ReactNode }) => (
  <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>
);

export const useContainer = (): Container => {
  const c = useContext(ContainerContext);
  if (!c) throw new Error('useService must be used inside <ServicesProvider>');
  return c;
};

export function useService<T>(id: ServiceIdentifier<T>): T {
  return useContainer().get(id);
}

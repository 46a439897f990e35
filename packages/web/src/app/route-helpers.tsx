// Small helpers shared by every capability's route file.
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { RequireMember, RequireMfa } from '../features/auth/guards';

export type LazyPage = LazyExoticComponent<ComponentType>;
/** A page in its own chunk. */
export const page = (load: () => Promise<{ default: ComponentType }>): LazyPage => lazy(load);
export const el = (P: LazyPage) => <P />;
/** Sign-in required (spec section 6). */
export const member = (node: ReactNode) => <RequireMember>{node}</RequireMember>;
/** Sign-in and a fresh multi-factor re-authentication required. */
export const mfa = (node: ReactNode) => (
  <RequireMember>
    <RequireMfa>{node}</RequireMfa>
  </RequireMember>
);

export const hideFooter = { chrome: { hideFooter: true } };
export const hideNavAndFooter = { chrome: { hideNav: true, hideFooter: true } };

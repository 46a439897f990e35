// The backends the composition root can bind. Which one a build uses is chosen in ./selected (the fake),
// replaced by ./selected-http in an HTTP build (vite.config.ts), so an HTTP build's first page carries no
// simulator code.
export type { Backend, LocatorPorts, OrderingPorts, PaymentPorts, AccountPorts } from './backend';
export type { FakePortSet } from './fake';
export type { BackendDeps } from './selected';

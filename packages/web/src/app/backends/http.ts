// The HTTP backend: the ports over fetch against the Crema server (same origin by default). Sessions are
// the server's httpOnly cookie; nothing the browser keeps is trusted by the server.
//
// Transitional: capabilities whose HTTP adapters are not written yet (see README, "Fake or HTTP backend")
// still run on the in-browser simulator, loaded lazily only when such a capability is first used.
import { createHttpClient } from '@crema/adapters-http/client';
import { createHttpAccounts } from '@crema/adapters-http/auth';
import type { AppConfig, Clock, IdGenerator } from '@crema/domain';
import type { Backend } from './backend';

export interface HttpBackendOptions {
  readonly baseUrl: string;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  readonly storage: Storage;
  readonly config: AppConfig;
}

const locale = (): string => (typeof navigator !== 'undefined' && navigator.language !== '' ? navigator.language : 'en-US');

export const createHttpPorts = (o: HttpBackendOptions): Backend => {
  const client = createHttpClient({ baseUrl: o.baseUrl, locale, ids: o.ids });
  // The simulator for the capabilities still without HTTP adapters: created on first need, in its own chunk.
  let fallback: Promise<Backend> | undefined;
  const fake = (): Promise<Backend> =>
    (fallback ??= import('./fake').then((m) => m.createFakePorts({ clock: o.clock, storage: o.storage, latencyMs: 0, config: o.config })));
  return {
    kind: 'http',
    accounts: createHttpAccounts(client),
    locator: async () => (await fake()).locator(),
    ordering: async () => (await fake()).ordering(),
    cards: async () => (await fake()).cards(),
    payments: async () => (await fake()).payments(),
    gifting: async () => (await fake()).gifting(),
    account: async () => (await fake()).account(),
    rewards: async () => (await fake()).rewards(),
    stream: async () => (await fake()).stream(),
    pickup: async () => (await fake()).pickup(),
    demoInbox: async () => {
      const inbox = (await fake()).demoInbox;
      return inbox === undefined ? { latestCode: () => undefined } : inbox();
    },
  };
};

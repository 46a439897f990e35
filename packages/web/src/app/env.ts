// Runtime configuration of the web app, from Vite's build-time environment. The embedded default is the
// fake backend: no server, no key, no network.
import { makeConfig, type AppConfig } from '@crema/domain';

export type BackendMode = 'fake' | 'http';

export interface WebEnv {
  readonly backend: BackendMode;
  readonly apiBaseUrl: string;
  readonly googleMapsApiKey: string | undefined;
  /** Fake mode only: latency added to every fake call, so loading states are real. */
  readonly fakeLatencyMs: number;
  readonly config: AppConfig;
  /** When the app was built (epoch ms; 0 when unknown): the clock of the first view rendered ahead (build/first-view.ts). */
  readonly builtAt?: number;
}

const flag = (v: string | undefined, fallback: boolean): boolean => (v === undefined || v === '' ? fallback : v === 'true' || v === '1');

export const readEnv = (e: Record<string, string | boolean | undefined> = import.meta.env): WebEnv => {
  const s = (k: string): string | undefined => (typeof e[k] === 'string' ? (e[k] as string) : undefined);
  return {
    backend: s('VITE_CREMA_BACKEND') === 'http' ? 'http' : 'fake',
    apiBaseUrl: s('VITE_CREMA_API_BASE_URL') ?? '',
    googleMapsApiKey: s('VITE_GOOGLE_MAPS_API_KEY') || undefined,
    fakeLatencyMs: Number(s('VITE_CREMA_FAKE_LATENCY_MS') ?? '150'),
    builtAt: Number(s('VITE_CREMA_BUILT_AT') ?? '0') || 0,
    config: makeConfig({
      enableInAppDelivery: flag(s('VITE_CREMA_IN_APP_DELIVERY'), false),
      flags: {
        inAppDelivery: flag(s('VITE_CREMA_IN_APP_DELIVERY'), false),
        multiFactor: flag(s('VITE_CREMA_MFA'), true),
        unauthenticatedStream: flag(s('VITE_CREMA_UNAUTH_STREAM'), false),
        paypal: flag(s('VITE_CREMA_PAYPAL'), true),
      },
    }),
  };
};

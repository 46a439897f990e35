// Links that come from server data (a stream card's call to action) are followed only when they stay on this
// app (a same-origin path, the sign-in return rule) or lead over https to a host of the allow-list in the
// configuration (AppConfig.linkHosts). Anything else is no link at all: the card shows without that action.
import { holdsUnsafeCharacters, sameOriginPath } from '../shared';
import type { CallToAction, StreamItem } from './model';

export type LinkTarget =
  | { readonly kind: 'route'; readonly path: string }
  | { readonly kind: 'external'; readonly href: string };

/** A DNS host name: dot-separated labels of letters, digits and inner hyphens (no port, no user, no trailing dot). */
const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** 'https://' then the authority, then an optional path, query or hash. */
const HTTPS_URL = /^https:\/\/([^/?#]*)([/?#][\s\S]*)?$/i;

/**
 * Where a link from data may lead: a same-origin path as a route, an https URL on an allowed host as an
 * external link (host lower-cased), else undefined (render no link).
 */
export const linkTarget = (url: string, allowedHosts: readonly string[]): LinkTarget | undefined => {
  const path = sameOriginPath(url);
  if (path !== undefined) return { kind: 'route', path };
  const m = HTTPS_URL.exec(url);
  if (m === null) return undefined;
  const host = (m[1] ?? '').toLowerCase();
  const rest = m[2] ?? '';
  if (!HOST_NAME.test(host) || !allowedHosts.some((h) => h.toLowerCase() === host)) return undefined;
  if (holdsUnsafeCharacters(rest)) return undefined;
  return { kind: 'external', href: `https://${host}${rest}` };
};

/** A call to action's target; one without a URL leads home, as before. */
export const callToActionTarget = (cta: CallToAction, allowedHosts: readonly string[]): LinkTarget | undefined =>
  linkTarget(cta.url ?? '/', allowedHosts);

const isSafe = (cta: CallToAction | undefined, allowedHosts: readonly string[]): boolean =>
  cta === undefined || callToActionTarget(cta, allowedHosts) !== undefined;

/**
 * The item without any call to action whose link may not be followed (its own, its secondary, its onboarding
 * tasks'); the same item when every link is fine.
 */
export const withSafeLinks = (item: StreamItem, allowedHosts: readonly string[]): StreamItem => {
  const tasks = item.type === 'onboarding' ? item.onboardingContent.items : [];
  if (isSafe(item.cta, allowedHosts) && isSafe(item.secondaryCta, allowedHosts) && tasks.every((t) => isSafe(t.cta, allowedHosts))) return item;
  const { cta, secondaryCta, ...rest } = item;
  const kept = {
    ...rest,
    ...(cta !== undefined && isSafe(cta, allowedHosts) ? { cta } : {}),
    ...(secondaryCta !== undefined && isSafe(secondaryCta, allowedHosts) ? { secondaryCta } : {}),
  } as StreamItem;
  if (kept.type !== 'onboarding') return kept;
  const items = kept.onboardingContent.items.map(({ cta: taskCta, ...task }) => (taskCta !== undefined && isSafe(taskCta, allowedHosts) ? { ...task, cta: taskCta } : task));
  return { ...kept, onboardingContent: { ...kept.onboardingContent, items } };
};

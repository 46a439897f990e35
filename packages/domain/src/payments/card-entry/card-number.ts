// Reading a card number while it is typed: the network its prefix names (from a card library's table,
// behind the CardNetworks port: amex 34/37, visa 4, mastercard 51–55 and 2221–2720, discover 6011,
// 644–649 and 65, and brands we refuse such as JCB 3528–3589 or Diners Club 300–305/36/38), whether we
// take that brand, how its digits are grouped and how long its security code is.
import { GUEST_CARD_BRANDS, isCardBrand, type CardBrand, type CardNetwork } from '../model';
import type { CardNetworkMatch, CardNetworks } from '../ports';
import { FieldMessages } from '../messages';
import { PAYMENT_TYPE_LABELS } from '../rules';

/** The longest card number any network issues (ISO/IEC 7812). */
export const CARD_NUMBER_MAX_DIGITS = 19;
/** Grouping while the network is not known yet: 4-4-4-4(-3). */
export const DEFAULT_CARD_GAPS: readonly number[] = [4, 8, 12];

export const CARD_NETWORK_LABELS: Readonly<Record<CardNetwork, string>> = {
  amex: PAYMENT_TYPE_LABELS.amex,
  discover: PAYMENT_TYPE_LABELS.discover,
  mastercard: PAYMENT_TYPE_LABELS.mastercard,
  visa: PAYMENT_TYPE_LABELS.visa,
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
  elo: 'Elo',
  mir: 'Mir',
  hiper: 'Hiper',
  hipercard: 'Hipercard',
  troy: 'Troy',
  naranja: 'Naranja',
  verve: 'Verve',
};

export type CardNumberVerdict =
  /** Too few digits to tell, or a prefix no network issues. */
  | { readonly kind: 'unknown' }
  | { readonly kind: 'accepted'; readonly brand: CardBrand }
  | { readonly kind: 'refused'; readonly network: CardNetwork };

export interface CardNumberReading {
  /** The digits typed, without separators, at most `maxDigits` of them. */
  readonly digits: string;
  /** The digits in the network's groups: '4111 1111 1111 1111', '3782 822463 10005'. */
  readonly formatted: string;
  readonly verdict: CardNumberVerdict;
  /** The network decided on, when the verdict is not 'unknown'. */
  readonly match: CardNetworkMatch | undefined;
  /** The network's name for people ('Visa', 'JCB'), when the verdict is not 'unknown'. */
  readonly label: string | undefined;
  /** The brand's security-code length (4 for amex, 3 for the others); undefined until a brand we take is known. */
  readonly securityCodeLength: number | undefined;
  /** The longest number the network issues; CARD_NUMBER_MAX_DIGITS while it is unknown. */
  readonly maxDigits: number;
  /** The refusal to show at once when the prefix names a brand we do not take. */
  readonly refusal: string | undefined;
}

/** Every digit of what was typed or pasted, in order (spaces, dashes and anything else dropped). */
export const cardDigits = (raw: string): string => raw.replace(/\D/g, '');

/** Where a number of this many digits is split: the network's gaps, and after 16 for longer numbers (ours: 4-4-4-4-3). */
export const cardGroupEnds = (length: number, gaps: readonly number[]): number[] =>
  [...new Set([...gaps, ...(length > 16 ? [16] : [])])].filter((g) => g > 0 && g < length).sort((a, b) => a - b);

/** Digits split after each gap: ('378282246310005', [4, 10]) -> '3782 822463 10005'. */
export const formatCardDigits = (digits: string, gaps: readonly number[]): string => {
  const cuts = [0, ...cardGroupEnds(digits.length, gaps), digits.length];
  return cuts
    .slice(1)
    .map((end, i) => digits.slice(cuts[i], end))
    .join(' ');
};

const UNKNOWN: CardNumberVerdict = { kind: 'unknown' };

/**
 * Which network the matches name. The most specific prefix matched in full wins (Elo's 401178 over visa's
 * 4). A brand we take is named at once, but a refusal waits while a brand we take is still possible: '64'
 * matches Maestro's 6 but may become Discover's 644, so it stays unknown.
 */
export const decideCardNetwork = (
  matches: readonly CardNetworkMatch[],
  accepted: readonly CardBrand[],
): { readonly verdict: CardNumberVerdict; readonly match: CardNetworkMatch | undefined } => {
  const isAccepted = (n: CardNetwork): n is CardBrand => isCardBrand(n) && accepted.includes(n);
  const best = matches.reduce<CardNetworkMatch | undefined>((b, m) => {
    if (m.prefixLength === undefined) return b;
    if (b === undefined || m.prefixLength > (b.prefixLength ?? 0)) return m;
    return m.prefixLength === b.prefixLength && isAccepted(m.network) && !isAccepted(b.network) ? m : b;
  }, undefined);
  if (best === undefined) return { verdict: UNKNOWN, match: undefined };
  if (isAccepted(best.network)) return { verdict: { kind: 'accepted', brand: best.network }, match: best };
  const stillPossible = matches.some((m) => m.prefixLength === undefined && isAccepted(m.network));
  return stillPossible ? { verdict: UNKNOWN, match: undefined } : { verdict: { kind: 'refused', network: best.network }, match: best };
};

/** A reader of card numbers as typed, for the brands `accepted` (by default the guest brands). */
export const readCardNumber =
  (networks: CardNetworks, accepted: readonly CardBrand[] = GUEST_CARD_BRANDS) =>
  (raw: string): CardNumberReading => {
    const typed = cardDigits(raw).slice(0, CARD_NUMBER_MAX_DIGITS);
    const { verdict, match } = typed === '' ? { verdict: UNKNOWN, match: undefined } : decideCardNetwork(networks.matching(typed), accepted);
    const maxDigits = match !== undefined && match.lengths.length > 0 ? Math.max(...match.lengths) : CARD_NUMBER_MAX_DIGITS;
    const digits = typed.slice(0, maxDigits);
    const label = verdict.kind === 'accepted' ? CARD_NETWORK_LABELS[verdict.brand] : verdict.kind === 'refused' ? CARD_NETWORK_LABELS[verdict.network] : undefined;
    return {
      digits,
      formatted: formatCardDigits(digits, match?.gaps ?? DEFAULT_CARD_GAPS),
      verdict,
      match,
      label,
      securityCodeLength: verdict.kind === 'accepted' ? match?.securityCodeLength : undefined,
      maxDigits,
      refusal: verdict.kind === 'refused' && label !== undefined ? FieldMessages.cardBrandRefused(label) : undefined,
    };
  };

export type ReadCardNumber = (raw: string) => CardNumberReading;

// The card networks' prefix table (issuer identification ranges) and how a number is matched against it: the
// one table the card form reads while a number is typed (readCardNumber) and the payment provider checks a whole
// number with (card-token-rules.ts), on the fake and on the server alike. Data as `credit-card-type` 10.3 keeps
// it (the table `card-validator` checks numbers with), in its order; its matching rule: the first prefix of a
// network that the digits match (or could still match as more are typed), and, once every candidate's prefix is
// matched in full, only the most specific one. Pure: no state, nothing typed is kept.
import type { CardNetwork } from './model';
import type { CardNetworkMatch, CardNetworks } from './ports';

/** A prefix: one number ('4', '6011') or an inclusive range of numbers of the same length ([51, 55]). */
type Prefix = number | readonly [number, number];

interface NetworkRow {
  readonly network: CardNetwork;
  readonly prefixes: readonly Prefix[];
  readonly gaps: readonly number[];
  readonly lengths: readonly number[];
  readonly securityCodeLength: number;
}

const FOUR_FOUR_FOUR = [4, 8, 12] as const;

/** The table, in the order the networks are tried (a tie in specificity goes to the earlier one). */
export const CARD_NETWORK_TABLE: readonly NetworkRow[] = [
  { network: 'visa', prefixes: [4], gaps: FOUR_FOUR_FOUR, lengths: [16, 18, 19], securityCodeLength: 3 },
  { network: 'mastercard', prefixes: [[51, 55], [2221, 2229], [223, 229], [23, 26], [270, 271], 2720], gaps: FOUR_FOUR_FOUR, lengths: [16], securityCodeLength: 3 },
  { network: 'amex', prefixes: [34, 37], gaps: [4, 10], lengths: [15], securityCodeLength: 4 },
  { network: 'diners', prefixes: [[300, 305], 36, 38, 39], gaps: [4, 10], lengths: [14, 16, 19], securityCodeLength: 3 },
  { network: 'discover', prefixes: [6011, [644, 649], 65], gaps: FOUR_FOUR_FOUR, lengths: [16, 19], securityCodeLength: 3 },
  {
    network: 'troy',
    prefixes: [
      9792, 650052, [650082, 650083], 650092, 650161, 650170, 650173, 650175, 650268, 650271, [650273, 650274], [650456, 650457], 650836,
      [650846, 650850], 650923, 650987, 650990, 654997, 657366, 657998, 658758, [658767, 658768], [65083700, 65083704], [65085800, 65085804],
      [65085900, 65085901], 65086000, [65086100, 65086105], [65086200, 65086203], [65875000, 65875003], 65875009, [65875101, 65875104], 65875200,
      65875501, 65875601, 65875900, [65876000, 65876002], [65876100, 65876103], 65876110, [65876115, 65876116], [65876200, 65876201], 65876500,
      [65876504, 65876505], [65876600, 65876602], [65877100, 65877101], [65877600, 65877602], 65877700, [65877801, 65877802], [65878200, 65878202],
      [65878300, 65878311], [65878400, 65878405], [65878500, 65878505], [65878600, 65878601], 65879800, 65880800, 65880900,
    ],
    gaps: FOUR_FOUR_FOUR,
    lengths: [16],
    securityCodeLength: 3,
  },
  { network: 'jcb', prefixes: [2131, 1800, [3528, 3589]], gaps: FOUR_FOUR_FOUR, lengths: [16, 17, 18, 19], securityCodeLength: 3 },
  {
    network: 'unionpay',
    prefixes: [
      620, [62100, 62182], [62184, 62187], [62185, 62197], [62200, 62205], [622010, 622999], 622018, [62207, 62209], [623, 626], 6270, 6272, 6276,
      [627700, 627779], [627781, 627799], [6282, 6289], 6291, 6292, 810, [8110, 8131], [8132, 8151], [8152, 8163], [8164, 8171],
    ],
    gaps: FOUR_FOUR_FOUR,
    lengths: [14, 15, 16, 17, 18, 19],
    securityCodeLength: 3,
  },
  { network: 'naranja', prefixes: [589562, 402918, 527572], gaps: FOUR_FOUR_FOUR, lengths: [16], securityCodeLength: 3 },
  {
    network: 'verve',
    prefixes: [
      [506099, 506127], 506129, [506133, 506150], [506158, 506163], 506166, 506168, 506170, 506173, [506176, 506180], 506184, [506187, 506188], 506191,
      506195, 506197, 507865, 507866, [507868, 507877], [507880, 507888], 507900, 507941,
    ],
    gaps: FOUR_FOUR_FOUR,
    lengths: [16, 18, 19],
    securityCodeLength: 3,
  },
  {
    network: 'maestro',
    prefixes: [493698, [500000, 504174], [504176, 506698], [506779, 508999], [56, 59], 63, 67, 6],
    gaps: FOUR_FOUR_FOUR,
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    securityCodeLength: 3,
  },
  {
    network: 'elo',
    prefixes: [
      401178, 401179, 438935, 457631, 457632, 431274, 451416, 457393, 504175, [506699, 506778], [509000, 509999], 627780, 636297, 636368, [650031, 650033],
      [650035, 650051], [650405, 650439], [650485, 650538], [650541, 650598], [650700, 650718], [650720, 650727], [650901, 650978], [651652, 651679],
      [655000, 655019], [655021, 655058],
    ],
    gaps: FOUR_FOUR_FOUR,
    lengths: [16],
    securityCodeLength: 3,
  },
  { network: 'mir', prefixes: [[2200, 2204]], gaps: FOUR_FOUR_FOUR, lengths: [16, 17, 18, 19], securityCodeLength: 3 },
  { network: 'hiper', prefixes: [637095, 63737423, 63743358, 637568, 637599, 637609, 637612], gaps: FOUR_FOUR_FOUR, lengths: [16], securityCodeLength: 3 },
  { network: 'hipercard', prefixes: [606282], gaps: FOUR_FOUR_FOUR, lengths: [16], securityCodeLength: 3 },
];

/** The digits match the range, as far as both go: '5' matches 51–55, '56' does not. */
const matchesRange = (digits: string, [min, max]: readonly [number, number]): boolean => {
  const head = digits.slice(0, String(min).length);
  const n = Number(head);
  return n >= Number(String(min).slice(0, head.length)) && n <= Number(String(max).slice(0, head.length));
};

/** The digits and the prefix agree as far as both go: '60' matches 6011, '6011 1' too. */
const matchesPrefix = (digits: string, prefix: number): boolean => {
  const p = String(prefix);
  return p.slice(0, digits.length) === digits.slice(0, p.length);
};

const prefixLengthOf = (p: Prefix): number => String(typeof p === 'number' ? p : p[0]).length;

/** The row's first prefix the digits match, as a match (its prefix length once the digits cover it). */
const matchRow = (digits: string, row: NetworkRow): CardNetworkMatch | undefined => {
  const prefix = row.prefixes.find((p) => (typeof p === 'number' ? matchesPrefix(digits, p) : matchesRange(digits, p)));
  if (prefix === undefined) return undefined;
  const length = prefixLengthOf(prefix);
  return { network: row.network, prefixLength: digits.length >= length ? length : undefined, gaps: row.gaps, lengths: row.lengths, securityCodeLength: row.securityCodeLength };
};

/** Every network the digits could belong to; only the most specific once every candidate's prefix is matched in full. */
export const matchCardNetworks = (digits: string): readonly CardNetworkMatch[] => {
  if (!/^\d+$/.test(digits)) return [];
  const all = CARD_NETWORK_TABLE.flatMap((row) => {
    const m = matchRow(digits, row);
    return m === undefined ? [] : [m];
  });
  if (all.length === 0 || all.some((m) => m.prefixLength === undefined)) return all;
  const best = all.reduce((a, b) => ((b.prefixLength ?? 0) > (a.prefixLength ?? 0) ? b : a));
  return [best];
};

/** The CardNetworks port over this table (the card form's and the payment provider's, in every build). */
export const createCardNetworks = (): CardNetworks => ({ matching: matchCardNetworks });

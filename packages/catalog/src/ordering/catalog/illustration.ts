// The drawing inside a product's artwork (a 120x120 box): one illustration per product family (brewed coffee,
// espresso with milk, espresso shots, tea, iced, refreshers, frappés, bakery, breakfast, lunch, snacks, whole
// bean, drinkware), with the drink's colour from the product's palette and a garnish read from its name
// (caramel drizzle, cocoa, cinnamon, whipped cream, fruit...), and small per-product touches (cup colour,
// latte art, sleeve pattern) from a hash of its number, so two products of a family never look the same.
import type { ArtworkPalette } from '@crema/domain/ordering';
import type { ProductDef } from './products';

export type Family =
  | 'brewed' | 'latte' | 'shot' | 'tea' | 'iced' | 'refresher' | 'frappe'
  | 'croissant' | 'muffin' | 'loaf' | 'cookie' | 'bar' | 'cakepop'
  | 'sandwich' | 'wrap' | 'oatmeal' | 'parfait' | 'proteinbox' | 'panini' | 'snack'
  | 'beans' | 'instant' | 'mug' | 'tumbler' | 'press' | 'coldcup';

const has = (name: string, ...words: readonly string[]): boolean => words.some((w) => name.toLowerCase().includes(w));

/** The families told apart by a word of the name: the first word the name holds, else the kind's own family. */
const BY_NAME = {
  foodBakery: { words: [['croissant', 'croissant'], ['muffin', 'muffin'], ['loaf', 'loaf']], otherwise: 'cookie' },
  foodWarm: { words: [['croissant', 'croissant'], ['wrap', 'wrap'], ['panini', 'panini']], otherwise: 'sandwich' },
  foodCold: { words: [['oatmeal', 'oatmeal'], ['parfait', 'parfait']], otherwise: 'proteinbox' },
  snack: { words: [['cake pop', 'cakepop'], ['bar', 'bar']], otherwise: 'snack' },
  beans: { words: [['instant', 'instant']], otherwise: 'beans' },
  tumbler: { words: [['press', 'press']], otherwise: 'tumbler' },
} as const satisfies Readonly<Record<string, { readonly words: readonly (readonly [string, Family])[]; readonly otherwise: Family }>>;

const familyByName = (name: string, { words, otherwise }: (typeof BY_NAME)[keyof typeof BY_NAME]): Family =>
  words.find(([word]) => has(name, word))?.[1] ?? otherwise;

/** Which illustration a product form gets. */
export const familyOf = (def: ProductDef, form: string): Family => {
  const n = def.name;
  const sub = def.subcategory;
  switch (def.kind) {
    case 'brewed': return 'brewed';
    case 'americano': return form === 'iced' ? 'iced' : 'brewed';
    case 'shot': return 'shot';
    case 'espressoMilk': case 'teaLatte': case 'chocolate': return form === 'iced' ? 'iced' : 'latte';
    case 'tea': return 'tea';
    case 'coldBrew': case 'icedEspresso': case 'icedCoffee': return 'iced';
    case 'icedTea': return sub === 'refreshers' || sub === 'lemonade' ? 'refresher' : 'iced';
    case 'blended': return 'frappe';
    case 'foodBakery': case 'foodWarm': case 'foodCold': case 'snack': case 'beans': case 'tumbler':
      return familyByName(n, BY_NAME[def.kind]);
    case 'mug': return 'mug';
    case 'coldCup': return 'coldcup';
    default: return 'brewed';
  }
};

/** A stable small number per product form, for the per-product touches. */
const seedOf = (s: string): number => {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
};
const pick = <T>(seed: number, shift: number, xs: readonly T[]): T => xs[(seed >>> shift) % xs.length]!;

/** The drink colour: palettes of paper-cup drinks keep the cup white and the drink second. */
const drinkOf = (p: ArtworkPalette): string => (p.primary.toLowerCase() === '#ffffff' ? p.secondary : p.primary);

const CUPS = ['#ffffff', '#e4efe9', '#f1e4d3', '#dfe6ef', '#f3dede'] as const;
const FOAM = '#f8eddc';
const CREAM = '#fffaf2';
const CARAMEL = '#c27c2c';
const COCOA = '#4a2c1d';
const GREEN = '#1e3932';

const shadow = (rx = 34, cy = 108): string => `<ellipse cx="60" cy="${cy}" rx="${rx}" ry="5" fill="#000" opacity=".08"/>`;
const steam = (n: number): string =>
  [44, 60, 76].slice(0, n).map((x, i) => `<path d="M${x} ${18 - i}c-5 5 5 8 0 14" stroke="#b9a89a" stroke-width="2.4" fill="none" stroke-linecap="round" opacity=".7"/>`).join('');

/** Toppings seen from above on a round surface centred at (cx, cy): drizzle, dust, whipped cream... */
const garnish = (name: string, cx: number, cy: number, rx: number): string => {
  const dots = (color: string, r: number) =>
    [[-0.5, -0.2], [0.1, -0.4], [0.5, 0.1], [-0.2, 0.3], [0.3, 0.45], [-0.6, 0.25]]
      .map(([dx, dy]) => `<circle cx="${cx + dx! * rx}" cy="${cy + dy! * rx * 0.3}" r="${r}" fill="${color}"/>`).join('');
  if (has(name, 'caramel')) return `<path d="M${cx - rx * 0.7} ${cy - 2}l${rx * 0.35} 4l${rx * 0.35}-4l${rx * 0.35} 4l${rx * 0.35}-4" stroke="${CARAMEL}" stroke-width="2.2" fill="none" stroke-linecap="round"/>`;
  if (has(name, 'peppermint')) return dots('#d6333f', 1.8);
  if (has(name, 'mocha', 'chocolate', 'dirty')) return dots(COCOA, 1.5);
  if (has(name, 'cinnamon', 'chai', 'pumpkin')) return dots('#a0522d', 1.1);
  if (has(name, 'honey')) return `<path d="M${cx - rx * 0.6} ${cy}c${rx * 0.3}-4 ${rx * 0.5} 4 ${rx * 0.8} 0s${rx * 0.3}-3 ${rx * 0.4} 0" stroke="#e0a526" stroke-width="2" fill="none" stroke-linecap="round"/>`;
  if (has(name, 'hazelnut', 'almond')) return dots('#9b6a3c', 1.6);
  if (has(name, 'vanilla', 'london')) return dots('#3b2a20', 0.7);
  return '';
};

const whippedCream = (cx: number, cy: number, w: number): string =>
  `<path d="M${cx - w} ${cy}c0-${w * 0.6} ${w * 0.5}-${w * 0.9} ${w}-${w * 0.9}s${w} ${w * 0.3} ${w} ${w * 0.9}z" fill="${CREAM}"/>` +
  `<path d="M${cx - w * 0.6} ${cy - w * 0.35}c${w * 0.4} ${w * 0.2} ${w * 0.8} ${w * 0.2} ${w * 1.2} 0" stroke="#eadfcd" stroke-width="1.6" fill="none"/>`;

/** Latte art on a foam surface: a heart, a rosetta or a tulip. */
const latteArt = (seed: number, color: string): string =>
  pick(seed, 3, [
    `<path d="M60 57c-4-5-11-2-8 3l8 5l8-5c3-5-4-8-8-3z" fill="${color}" opacity=".75"/>`,
    `<path d="M48 57q12 7 24 0M50 59q10 5 20 0M53 61q7 3 14 0M60 54v9" stroke="${color}" stroke-width="1.6" fill="none" opacity=".75"/>`,
    `<ellipse cx="60" cy="61" rx="7" ry="2.4" fill="${color}" opacity=".7"/><ellipse cx="60" cy="57" rx="5" ry="1.8" fill="${color}" opacity=".7"/><ellipse cx="60" cy="54" rx="3" ry="1.2" fill="${color}" opacity=".7"/>`,
  ]);

const paperCup = (p: ArtworkPalette, seed: number): string => {
  const sleeve = drinkOf(p);
  const pattern = pick(seed, 5, [
    `<circle cx="60" cy="69" r="7" fill="${GREEN}"/>`,
    `<path d="M41 62h38M42 69h36M43 76h34" stroke="#fff" stroke-width="1.4" opacity=".55"/>`,
    `<path d="M60 62l6 7l-6 7l-6-7z" fill="${GREEN}"/>`,
  ]);
  return `${shadow(26)}${steam(1 + (seed % 3))}<path d="M38 34h44l-6 68a6 6 0 0 1-6 5H50a6 6 0 0 1-6-5z" fill="#ffffff" stroke="#e8e1d8"/>` +
    `<path d="M40 56h40l-2.5 26h-35z" fill="${sleeve}"/>${pattern}` +
    `<rect x="34" y="26" width="52" height="9" rx="3" fill="${GREEN}"/><rect x="44" y="20" width="32" height="7" rx="3" fill="${GREEN}"/>`;
};

const ceramicCup = (name: string, p: ArtworkPalette, seed: number): string => {
  const cup = pick(seed, 0, CUPS);
  const drink = drinkOf(p);
  const foam = has(name, 'matcha') ? '#cfe0a8' : has(name, 'chocolate', 'mocha') && !has(name, 'white') ? '#b98e6e' : FOAM;
  const top = has(name, 'panna', 'hot chocolate', 'peppermint', 'crème')
    ? whippedCream(60, 60, 16) + garnish(name, 60, 50, 12)
    : latteArt(seed, drink) + garnish(name, 60, 58, 22);
  return `${shadow(44, 104)}${steam(2)}<ellipse cx="60" cy="98" rx="46" ry="9" fill="${cup}" stroke="#d9cfc3"/><ellipse cx="60" cy="96" rx="26" ry="4" fill="#000" opacity=".06"/>` +
    `<path d="M88 64c14-2 16 20-2 22" stroke="${cup}" stroke-width="6" fill="none"/><path d="M88 64c14-2 16 20-2 22" stroke="#d9cfc3" stroke-width="1" fill="none"/>` +
    `<path d="M28 58h64c0 22-12 38-32 38S28 80 28 58z" fill="${cup}" stroke="#d9cfc3"/>` +
    `<ellipse cx="60" cy="58" rx="32" ry="9" fill="${drink}"/><ellipse cx="60" cy="58" rx="28" ry="7" fill="${foam}"/>${top}`;
};

const demitasse = (name: string, p: ArtworkPalette, seed: number): string => {
  const cup = pick(seed, 0, CUPS);
  const top = has(name, 'panna') ? whippedCream(60, 70, 12) : has(name, 'macchiato') ? `<ellipse cx="60" cy="70" rx="8" ry="2.6" fill="${CREAM}"/>` : has(name, 'cortado') ? `<ellipse cx="60" cy="70" rx="13" ry="3.5" fill="${FOAM}"/>` : '';
  return `${shadow(32, 102)}${steam(1)}<ellipse cx="60" cy="96" rx="32" ry="7" fill="${cup}" stroke="#d9cfc3"/>` +
    `<path d="M78 72c10-1 10 13 0 13" stroke="${cup}" stroke-width="5" fill="none"/>` +
    `<path d="M40 70h40c0 16-8 24-20 24s-20-8-20-24z" fill="${cup}" stroke="#d9cfc3"/>` +
    `<ellipse cx="60" cy="70" rx="20" ry="5.5" fill="${p.secondary}"/><ellipse cx="60" cy="70" rx="17" ry="4.2" fill="#c98b4b"/>${top}`;
};

const teaGlass = (name: string, p: ArtworkPalette): string => {
  const tea = drinkOf(p);
  const herb = has(name, 'peppermint', 'mint')
    ? `<path d="M86 40c10-8 20-4 22 2c-8 6-16 6-22-2z" fill="#5d9b5b"/><path d="M86 40l20 2" stroke="#3d6e3c" stroke-width="1"/>`
    : has(name, 'chamomile')
      ? [0, 60, 120, 180, 240, 300].map((a) => `<ellipse cx="96" cy="38" rx="3" ry="7" fill="#fff" transform="rotate(${a} 96 45)"/>`).join('') + `<circle cx="96" cy="45" r="3.6" fill="#f2b705"/>`
      : has(name, 'jade', 'green') ? `<path d="M88 44c6-10 16-10 20-6c-6 8-14 10-20 6z" fill="#7aa84a"/>` : '';
  return `${shadow(40, 104)}${steam(2)}<ellipse cx="60" cy="99" rx="42" ry="8" fill="#ffffff" stroke="#d9cfc3"/>` +
    `<path d="M88 58c13 0 13 22-1 22" stroke="#e9e3dc" stroke-width="5" fill="none"/>` +
    `<path d="M30 48h60l-6 42a8 8 0 0 1-8 6H44a8 8 0 0 1-8-6z" fill="#ffffff" opacity=".6" stroke="#d9cfc3"/>` +
    `<path d="M32 58h56l-4.6 31.6a7 7 0 0 1-7 5.4H43.6a7 7 0 0 1-7-5.4z" fill="${tea}" opacity=".9"/>` +
    `<path d="M72 50l10-22" stroke="#bba98f" stroke-width="1"/><rect x="76" y="16" width="12" height="14" rx="1.5" fill="${p.accent}"/>${herb}`;
};

const fruit = (name: string, seed: number): string => {
  const spots = [[50, 74], [68, 88], [58, 60], [72, 66]].slice(0, 2 + (seed % 3));
  if (has(name, 'lemon')) return spots.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="#fff6b0" stroke="#f2d024" stroke-width="2"/><path d="M${x! - 5} ${y}h10M${x} ${y! - 5}v10" stroke="#f2d024" stroke-width="1"/>`).join('');
  if (has(name, 'peach')) return spots.map(([x, y]) => `<path d="M${x! - 7} ${y}a7 7 0 0 0 14 0z" fill="#f6a96b"/>`).join('');
  if (has(name, 'dragonfruit')) return spots.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="#f3f0ef"/><circle cx="${x! - 2}" cy="${y! - 1}" r=".9" fill="#222"/><circle cx="${x! + 2}" cy="${y! + 1.5}" r=".9" fill="#222"/>`).join('');
  if (has(name, 'berry', 'strawberry')) return spots.map(([x, y]) => `<path d="M${x! - 6} ${y! - 4}h12l-6 11z" fill="#d62d4b"/><circle cx="${x}" cy="${y! - 1}" r=".8" fill="#ffd9a0"/>`).join('');
  return '';
};

const clearCup = (name: string, p: ArtworkPalette, seed: number, refresher: boolean): string => {
  const drink = drinkOf(p);
  const layered = has(name, 'macchiato', 'with milk', 'latte', 'shaken');
  const foamTop = has(name, 'cream', 'nitro', 'shaken') ? `<path d="M39.6 52h40.8l-1 10H40.6z" fill="${has(name, 'nitro') ? '#d9c2a4' : CREAM}"/>` : '';
  const milk = layered ? `<path d="M41.6 76h36.8l-2.4 26a5 5 0 0 1-5 4.5H49a5 5 0 0 1-5-4.5z" fill="${FOAM}"/>` : '';
  const drizzle = has(name, 'caramel') ? `<path d="M44 58c6 6 10-4 16 2s10-4 16 2" stroke="${CARAMEL}" stroke-width="2" fill="none"/>` : '';
  const ice = `<rect x="46" y="60" width="10" height="10" rx="2" fill="#fff" opacity=".55"/><rect x="62" y="66" width="10" height="10" rx="2" fill="#fff" opacity=".55" transform="rotate(${seed % 30} 67 71)"/>`;
  const straw = pick(seed, 7, [GREEN, '#f2f2f2', drink === GREEN ? '#c27c2c' : GREEN]);
  return `${shadow(26)}<path d="M36 38h48l-6 64a6 6 0 0 1-6 5H48a6 6 0 0 1-6-5z" fill="#ffffff" opacity=".55" stroke="#ddd3c8"/>` +
    `<path d="M39 52h42l-4.6 50a5 5 0 0 1-5 4.5H48.6a5 5 0 0 1-5-4.5z" fill="${drink}"/>${milk}${foamTop}${ice}${drizzle}${refresher ? fruit(name, seed) : ''}` +
    `<path d="M36 38a24 10 0 0 1 48 0z" fill="#ffffff" opacity=".7" stroke="#ddd3c8"/><rect x="63" y="8" width="5" height="36" rx="2" fill="${straw}" transform="rotate(12 65 27)"/>`;
};

const frappeCup = (name: string, p: ArtworkPalette, seed: number): string => {
  const drink = drinkOf(p);
  const chips = has(name, 'chip') ? [[48, 70], [66, 78], [56, 90], [70, 62], [52, 82]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2" fill="${COCOA}"/>`).join('') : '';
  const swirl = has(name, 'strawberry') ? `<path d="M44 64c8 8 24-4 32 6M46 84c8 6 18-4 28 4" stroke="#e05c7a" stroke-width="3" fill="none"/>` : '';
  const drizzleColor = has(name, 'caramel') ? CARAMEL : has(name, 'mocha', 'chocolate', 'java') ? COCOA : has(name, 'strawberry') ? '#d62d4b' : undefined;
  const drizzle = drizzleColor === undefined ? '' : `<path d="M44 38l6 4l6-5l6 5l6-5l6 5" stroke="${drizzleColor}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`;
  return `${shadow(26)}<path d="M38 42h44l-6 60a6 6 0 0 1-6 5H50a6 6 0 0 1-6-5z" fill="${drink}" stroke="#ddd3c8"/>${chips}${swirl}` +
    `<path d="M36 44c0-16 10-22 24-22s24 6 24 22z" fill="${CREAM}" stroke="#eadfcd"/>${drizzle}` +
    (has(name, 'double') ? [[46, 34], [58, 28], [70, 33], [52, 40], [66, 40]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.8" fill="${COCOA}"/>`).join('') : '') +
    `<path d="M36 44c0-18 48-18 48 0" fill="none" stroke="#ffffff" opacity=".6" stroke-width="2"/>` +
    `<rect x="57" y="${4 + (seed % 4)}" width="5" height="24" rx="2" fill="${GREEN}"/>`;
};

const croissant = (name: string): string => {
  const choc = has(name, 'chocolate') ? `<path d="M20 76l-6 3M100 76l6 3M46 84h28" stroke="${COCOA}" stroke-width="5" stroke-linecap="round"/>` : '';
  const filling = has(name, 'ham') ? `<path d="M26 80q34 10 68 0" stroke="#e8919a" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M32 84q28 8 56 0" stroke="#f2cf5b" stroke-width="3" fill="none" stroke-linecap="round"/>` : '';
  return `${shadow(42, 96)}<path d="M16 76c6-28 82-28 88 0c-12 12-76 12-88 0z" fill="#e0a84f"/>` +
    `<path d="M34 58c6 8 8 18 6 26M52 52c4 10 4 22 2 30M68 52c-4 10-4 22-2 30M86 58c-6 8-8 18-6 26" stroke="#b5742c" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<path d="M30 60c12-8 48-8 60 0" stroke="#f4cf8a" stroke-width="3" fill="none" opacity=".8"/>${choc}${filling}`;
};

const muffin = (): string =>
  `${shadow(30, 104)}<path d="M34 64h52l-6 38H40z" fill="#cfe3ec"/><path d="M40 66v34M48 66v36M56 66v36M64 66v36M72 66v36M80 66v34" stroke="#9dbfcc" stroke-width="1.5"/>` +
  `<path d="M28 66c-4-26 68-26 64 0z" fill="#d9a35b"/>` +
  [[44, 52], [58, 46], [72, 54], [52, 60], [66, 60]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3.4" fill="#4b4f8f"/>`).join('');

const loaf = (name: string): string => {
  const crumb = has(name, 'pumpkin') ? '#d9822b' : has(name, 'banana') ? '#c99a5b' : '#f4e3a1';
  const top = has(name, 'lemon')
    ? `<path d="M26 50c0-16 68-16 68 0v6c-6 6-10-2-14 4s-10-2-14 4s-10-4-14 2s-10-4-14 0s-8-2-12-4z" fill="#fffbe8"/>`
    : has(name, 'pumpkin') ? [[40, 44], [56, 40], [72, 44], [48, 48], [64, 47]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="4" ry="2" fill="#6e8b3d"/>`).join('')
      : has(name, 'walnut') ? [[42, 44], [58, 40], [74, 45]].map(([x, y]) => `<path d="M${x! - 5} ${y}c0-6 10-6 10 0s-10 6-10 0z" fill="#8a5a35"/>`).join('') : '';
  return `${shadow(40, 100)}<path d="M26 52c0-18 68-18 68 0v42a4 4 0 0 1-4 4H30a4 4 0 0 1-4-4z" fill="${crumb}" stroke="#a9743c" stroke-width="3"/>` +
    `<circle cx="46" cy="72" r="1.5" fill="#a9743c"/><circle cx="70" cy="82" r="1.5" fill="#a9743c"/><circle cx="58" cy="88" r="1.2" fill="#a9743c"/>${top}`;
};

const cookie = (): string =>
  `${shadow(38, 100)}<circle cx="60" cy="66" r="36" fill="#d9a35b"/><circle cx="60" cy="66" r="36" fill="none" stroke="#b5742c" stroke-width="3"/>` +
  [[44, 52], [68, 48], [76, 70], [52, 78], [62, 64], [40, 70], [66, 88]].map(([x, y]) => `<path d="M${x! - 4} ${y}l4-4l4 4l-4 4z" fill="${COCOA}"/>`).join('');

const bar = (): string =>
  `${shadow(38, 100)}<rect x="24" y="44" width="72" height="52" rx="8" fill="#f3e2b4"/>` +
  [30, 44, 58, 72, 86].flatMap((x, i) => [52, 66, 80].map((y, j) => `<circle cx="${x + ((i + j) % 2) * 3}" cy="${y + (i % 2) * 4}" r="4" fill="#fff7e0" stroke="#e2c98a"/>`)).join('');

const cakePop = (): string =>
  `${shadow(16, 104)}<rect x="58" y="62" width="4" height="42" rx="2" fill="#f5f0e6" stroke="#ddd"/><circle cx="60" cy="44" r="24" fill="#f7a8c4"/>` +
  [[48, 34, '#f2b705'], [62, 28, '#4aa3df'], [72, 42, '#ffffff'], [54, 50, '#6cc070'], [66, 54, '#f2b705'], [44, 44, '#ffffff']]
    .map(([x, y, c]) => `<rect x="${x}" y="${y}" width="5" height="2" rx="1" fill="${c}" transform="rotate(${Number(x) * 7} ${x} ${y})"/>`).join('');

const sandwich = (name: string): string => {
  const filling = has(name, 'bacon') ? `<path d="M22 70q8-6 16 0t16 0t16 0t16 0t16 0" stroke="#b5473a" stroke-width="6" fill="none"/>`
    : has(name, 'turkey') ? `<rect x="20" y="66" width="80" height="8" rx="4" fill="#e8a19a"/>`
      : has(name, 'plant') ? `<rect x="22" y="66" width="76" height="9" rx="4" fill="#7a5a3a"/><path d="M24 66h72" stroke="#7aa84a" stroke-width="3"/>`
        : `<rect x="22" y="66" width="76" height="9" rx="4" fill="#8a4b2f"/>`;
  const egg = has(name, 'egg white') ? '#fbfaf5' : '#f6d34a';
  return `${shadow(44, 102)}<path d="M20 86h80c0 10-80 10-80 0z" fill="#d9a35b"/><rect x="20" y="76" width="80" height="10" rx="4" fill="${egg}"/>${filling}` +
    `<path d="M24 64l10 8l6-8z" fill="#f2a93b"/><path d="M20 64c0-24 80-24 80 0z" fill="#d9a35b"/><path d="M34 48c10-6 40-6 52 0" stroke="#f0c987" stroke-width="3" fill="none"/>` +
    [[40, 52], [56, 46], [72, 50], [62, 56]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="1.6" ry="1" fill="#fff7e0"/>`).join('');
};

const wrap = (): string =>
  `${shadow(44, 102)}<path d="M16 84l44-40l44 40z" fill="#efd9a7"/><circle cx="40" cy="74" r="18" fill="#efd9a7" stroke="#d8bd82" stroke-width="2"/>` +
  `<circle cx="40" cy="74" r="13" fill="#5c8f3a"/><circle cx="36" cy="70" r="4" fill="#fbfaf5"/><circle cx="45" cy="78" r="3" fill="#fbfaf5"/><circle cx="42" cy="68" r="2" fill="#d6333f"/>` +
  `<circle cx="80" cy="74" r="18" fill="#efd9a7" stroke="#d8bd82" stroke-width="2"/><circle cx="80" cy="74" r="13" fill="#5c8f3a"/><circle cx="76" cy="78" r="4" fill="#fbfaf5"/><circle cx="84" cy="70" r="2.4" fill="#fbfaf5"/>`;

const oatmeal = (seed: number): string =>
  `${shadow(44, 102)}<ellipse cx="60" cy="58" rx="42" ry="12" fill="#ede0c8"/><path d="M18 58h84c0 26-18 40-42 40S18 84 18 58z" fill="${pick(seed, 0, CUPS)}" stroke="#d9cfc3"/>` +
  `<ellipse cx="60" cy="58" rx="38" ry="9" fill="#e7d3ad"/>` +
  [[46, 56, '#4b4f8f'], [56, 60, '#d62d4b'], [70, 55, '#4b4f8f'], [64, 58, '#9b6a3c'], [50, 61, '#9b6a3c']].map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="3" fill="${c}"/>`).join('');

const parfait = (): string =>
  `${shadow(26)}<path d="M38 30h44l-5 72a6 6 0 0 1-6 5H49a6 6 0 0 1-6-5z" fill="#ffffff" opacity=".6" stroke="#ddd3c8"/>` +
  `<path d="M40 44h40l-1 14H41z" fill="#d62d4b"/><path d="M41 58h38l-1 16H42z" fill="#fbfaf5"/><path d="M42 74h36l-1 12H43z" fill="#c99a5b"/><path d="M43 86h34l-1.2 14a5 5 0 0 1-5 4H49a5 5 0 0 1-5-4z" fill="#fbfaf5"/>` +
  `<circle cx="52" cy="40" r="4" fill="#4b4f8f"/><circle cx="64" cy="38" r="4" fill="#d62d4b"/><circle cx="70" cy="42" r="3" fill="#4b4f8f"/>`;

const proteinBox = (name: string): string => {
  const chicken = has(name, 'chicken');
  return `${shadow(46, 102)}<rect x="14" y="40" width="92" height="58" rx="8" fill="#1e3932"/><rect x="18" y="44" width="84" height="50" rx="6" fill="#f4f1ea"/>` +
    `<path d="M60 44v50M18 69h42" stroke="#1e3932" stroke-width="3"/>` +
    (chicken
      ? `<circle cx="39" cy="57" r="9" fill="#e9dcb0"/><circle cx="39" cy="57" r="4" fill="#b99b52"/><rect x="26" y="74" width="10" height="8" rx="2" fill="#d9a35b"/><rect x="40" y="76" width="12" height="8" rx="2" fill="#d9a35b"/>`
      : `<ellipse cx="33" cy="57" rx="8" ry="6" fill="#fbfaf5"/><circle cx="33" cy="57" r="3.5" fill="#f6d34a"/><ellipse cx="47" cy="57" rx="8" ry="6" fill="#fbfaf5"/><circle cx="47" cy="57" r="3.5" fill="#f6d34a"/><rect x="28" y="75" width="8" height="8" fill="#f2b705"/><rect x="40" y="77" width="8" height="8" fill="#f2b705"/>`) +
    [[72, 56], [80, 64], [88, 56], [76, 76], [86, 82], [70, 86]].map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="5" fill="${i < 3 ? '#8bc34a' : '#a04c8f'}"/>`).join('');
};

const panini = (name: string): string => {
  const fill = has(name, 'pesto') ? '#6b8e23' : '#d6333f';
  return `${shadow(44, 100)}<path d="M16 78l8-26h72l8 26z" fill="${fill}"/><path d="M20 74h80" stroke="#fbfaf5" stroke-width="4"/>` +
    `<path d="M14 80h92v8a4 4 0 0 1-4 4H18a4 4 0 0 1-4-4z" fill="#d9a35b"/><path d="M24 44h72l4 10H20z" fill="#d9a35b"/>` +
    `<path d="M34 46l-4 8M50 46l-4 8M66 46l-4 8M82 46l-4 8" stroke="#7a4a22" stroke-width="3" stroke-linecap="round"/>`;
};

const snackBag = (name: string, p: ArtworkPalette): string => {
  const inside = has(name, 'chips') ? [[50, 66], [64, 62], [58, 76], [70, 74]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="8" ry="5" fill="#f2cf5b" transform="rotate(${x} ${x} ${y})"/>`).join('')
    : has(name, 'almond') ? [[50, 66], [64, 62], [58, 76], [70, 74]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="6" ry="4" fill="${COCOA}"/>`).join('')
      : [[50, 66, '#9b6a3c'], [64, 62, '#f2b705'], [58, 76, '#d62d4b'], [70, 74, '#6b3f1d'], [54, 70, '#efd9a7']].map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="4" fill="${c}"/>`).join('');
  return `${shadow(34, 106)}<path d="M30 22h60l-4 8l4 70l-4 6H34l-4-6l4-70z" fill="${p.primary}"/><rect x="38" y="52" width="44" height="34" rx="10" fill="#fbfaf5"/>${inside}` +
    `<rect x="30" y="22" width="60" height="8" fill="${p.accent}" opacity=".8"/>`;
};

const ROASTS: Readonly<Record<string, string>> = { 'blonde-roast': '#e0b66f', 'medium-roast': '#a0643a', 'dark-roast': '#3b2417' };

const beanBag = (def: ProductDef, p: ArtworkPalette, seed: number): string => {
  const roast = ROASTS[def.subcategory] ?? '#a0643a';
  const bean = (x: number, y: number, a: number) => `<ellipse cx="${x}" cy="${y}" rx="6" ry="4" fill="${roast}" transform="rotate(${a} ${x} ${y})"/><path d="M${x - 4} ${y}q4 -2 8 0" stroke="#2a170d" stroke-width="1" fill="none" transform="rotate(${a} ${x} ${y})"/>`;
  return `${shadow(40, 108)}<path d="M32 22h56l6 82H26z" fill="${p.primary}"/><rect x="32" y="18" width="56" height="8" fill="${p.accent}"/>` +
    `<rect x="38" y="46" width="44" height="34" rx="4" fill="${p.secondary}"/><rect x="38" y="70" width="44" height="10" fill="${roast}"/><circle cx="60" cy="36" r="4" fill="#fff" opacity=".5"/>` +
    // The label's mark tells one origin from another: a sun, mountains, a leaf or a wave.
    pick(seed, 2, [
      `<circle cx="60" cy="58" r="6" fill="${p.accent}"/>`,
      `<path d="M46 66l8-12l6 8l4-5l10 9z" fill="${p.accent}"/>`,
      `<path d="M50 64c4-14 16-14 20-8c-6 10-14 12-20 8z" fill="${p.accent}"/>`,
      `<path d="M44 60c4-4 8-4 12 0s8 4 12 0s8-4 8-2" stroke="${p.accent}" stroke-width="3" fill="none"/>`,
    ]) +
    bean(30, 100, 20) + bean(88, 102, -30) + bean(78, 108, 60);
};

const instantBox = (p: ArtworkPalette): string =>
  `${shadow(40, 104)}<rect x="28" y="40" width="64" height="62" rx="4" fill="${p.primary}"/><rect x="28" y="40" width="64" height="14" fill="${p.secondary}"/>` +
  [40, 52, 64, 76].map((x, i) => `<rect x="${x}" y="${18 + i * 3}" width="7" height="30" rx="2" fill="${i % 2 ? '#c99a5b' : '#6f4e37'}"/>`).join('') +
  `<circle cx="60" cy="78" r="10" fill="${p.accent}"/>`;

const mug = (name: string, p: ArtworkPalette): string => {
  const speckles = has(name, 'speckled') ? [[40, 50], [52, 70], [64, 56], [46, 86], [70, 80], [58, 92]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.4" fill="${p.accent}"/>`).join('') : '';
  return `${shadow(40, 106)}<path d="M30 36h48v52a12 12 0 0 1-12 12H42a12 12 0 0 1-12-12z" fill="${p.primary}" stroke="#d9cfc3"/><path d="M78 48h8a10 10 0 0 1 0 24h-8" stroke="${p.primary}" stroke-width="7" fill="none"/>` +
    `<rect x="30" y="52" width="48" height="10" fill="${p.secondary}"/><ellipse cx="54" cy="36" rx="24" ry="5" fill="${p.accent}"/>${speckles}`;
};

const tumbler = (p: ArtworkPalette): string =>
  `${shadow(24, 110)}<rect x="42" y="14" width="36" height="12" rx="4" fill="${p.accent}"/><path d="M40 26h40l-4 80a4 4 0 0 1-4 4H48a4 4 0 0 1-4-4z" fill="${p.primary}"/>` +
  `<rect x="42" y="60" width="36" height="14" fill="${p.secondary}"/><path d="M48 32v66" stroke="#fff" stroke-width="3" opacity=".35"/>`;

const press = (p: ArtworkPalette): string =>
  `${shadow(26, 110)}<circle cx="60" cy="10" r="5" fill="${p.accent}"/><rect x="58" y="12" width="4" height="16" fill="${p.accent}"/>` +
  `<rect x="40" y="26" width="40" height="8" rx="3" fill="${p.accent}"/><rect x="40" y="34" width="40" height="72" rx="6" fill="${p.primary}"/>` +
  `<rect x="40" y="60" width="40" height="14" fill="${p.secondary}"/><path d="M48 38v64" stroke="#fff" stroke-width="3" opacity=".35"/>`;

const coldCup = (name: string, p: ArtworkPalette): string => {
  const sparkle = has(name, 'shimmer') ? [[48, 60], [70, 74], [56, 90], [66, 50]].map(([x, y]) => `<path d="M${x} ${y! - 5}l1.4 3.6l3.6 1.4l-3.6 1.4l-1.4 3.6l-1.4-3.6l-3.6-1.4l3.6-1.4z" fill="#fff"/>`).join('') : '';
  return `${shadow(26)}<path d="M36 38h48l-6 64a6 6 0 0 1-6 5H48a6 6 0 0 1-6-5z" fill="${p.primary}" opacity=".85"/>${sparkle}` +
    `<path d="M34 32h52v8H34z" fill="${p.accent}"/><rect x="63" y="6" width="5" height="34" rx="2" fill="${p.accent}" transform="rotate(12 65 23)"/>`;
};

/** The SVG markup drawn over the artwork's background for this product form. */
export const illustrationOf = (def: ProductDef, form: string, name: string, p: ArtworkPalette): string => {
  const seed = seedOf(`${def.productNumber}_${form}`);
  switch (familyOf(def, form)) {
    case 'brewed': return paperCup(p, seed);
    case 'latte': return ceramicCup(name, p, seed);
    case 'shot': return demitasse(name, p, seed);
    case 'tea': return teaGlass(name, p);
    case 'iced': return clearCup(name, p, seed, false);
    case 'refresher': return clearCup(name, p, seed, true);
    case 'frappe': return frappeCup(name, p, seed);
    case 'croissant': return croissant(name);
    case 'muffin': return muffin();
    case 'loaf': return loaf(name);
    case 'cookie': return cookie();
    case 'bar': return bar();
    case 'cakepop': return cakePop();
    case 'sandwich': return sandwich(name);
    case 'wrap': return wrap();
    case 'oatmeal': return oatmeal(seed);
    case 'parfait': return parfait();
    case 'proteinbox': return proteinBox(name);
    case 'panini': return panini(name);
    case 'snack': return snackBag(name, p);
    case 'beans': return beanBag(def, p, seed);
    case 'instant': return instantBox(p);
    case 'mug': return mug(name, p);
    case 'tumbler': return tumbler(p);
    case 'press': return press(p);
    case 'coldcup': return coldCup(name, p);
  }
};

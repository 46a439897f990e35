// The countries the chain trades in: how densely it has stores there (relative to population), the
// phone calling code, the postal-code shape and the IANA time zone of a place (by country, state/province
// and longitude: coarse, but right for nearly every city with stores).

export interface Market {
  /** Stores per inhabitant relative to the US (1). */
  readonly density: number;
  readonly callingCode: string;
  /** Postal code shape: 9 a digit, A a letter; '' where none is used. */
  readonly postal: string;
  /** Where streets are named '<Street> & <Street>' (else stores are named after the city and a neighbourhood). */
  readonly crossStreets: boolean;
}

const m = (density: number, callingCode: string, postal: string, crossStreets = false): Market => ({ density, callingCode, postal, crossStreets });

export const MARKETS: Readonly<Record<string, Market>> = {
  US: m(1, '1', '99999', true), CA: m(0.9, '1', 'A9A 9A9', true), MX: m(0.12, '52', '99999'), PR: m(0.4, '1', '99999', true),
  GB: m(0.35, '44', 'AA9 9AA'), IE: m(0.2, '353', 'A99 A9A9'), FR: m(0.05, '33', '99999'), DE: m(0.05, '49', '99999'),
  NL: m(0.06, '31', '9999 AA'), BE: m(0.05, '32', '9999'), CH: m(0.1, '41', '9999'), AT: m(0.05, '43', '9999'),
  ES: m(0.08, '34', '99999'), PT: m(0.05, '351', '9999-999'), IT: m(0.02, '39', '99999'), DK: m(0.05, '45', '9999'),
  SE: m(0.05, '46', '999 99'), NO: m(0.05, '47', '9999'), FI: m(0.05, '358', '99999'), PL: m(0.05, '48', '99-999'),
  CZ: m(0.05, '420', '999 99'), HU: m(0.04, '36', '9999'), RO: m(0.04, '40', '999999'), GR: m(0.08, '30', '999 99'),
  TR: m(0.12, '90', '99999'), AE: m(0.5, '971', ''), SA: m(0.15, '966', '99999'), KW: m(0.5, '965', '99999'),
  QA: m(0.5, '974', ''), BH: m(0.4, '973', '999'), EG: m(0.02, '20', '99999'), CN: m(0.12, '86', '999999'),
  HK: m(0.4, '852', ''), TW: m(0.25, '886', '999'), JP: m(0.3, '81', '999-9999'), KR: m(0.5, '82', '99999'),
  SG: m(0.4, '65', '999999'), MY: m(0.2, '60', '99999'), TH: m(0.1, '66', '99999'), PH: m(0.1, '63', '9999'),
  ID: m(0.04, '62', '99999'), VN: m(0.04, '84', '999999'), IN: m(0.01, '91', '999999'), AU: m(0.05, '61', '9999', true),
  NZ: m(0.1, '64', '9999', true), BR: m(0.03, '55', '99999-999'), AR: m(0.05, '54', 'A9999AAA'), CL: m(0.2, '56', '9999999'),
  CO: m(0.05, '57', '999999'), PE: m(0.05, '51', '99999'), CR: m(0.1, '506', '99999'), GT: m(0.05, '502', '99999'),
  PA: m(0.1, '507', ''),
};

const SINGLE_ZONE: Readonly<Record<string, string>> = {
  PR: 'America/Puerto_Rico', GB: 'Europe/London', IE: 'Europe/Dublin', FR: 'Europe/Paris', DE: 'Europe/Berlin',
  NL: 'Europe/Amsterdam', BE: 'Europe/Brussels', CH: 'Europe/Zurich', AT: 'Europe/Vienna', IT: 'Europe/Rome',
  DK: 'Europe/Copenhagen', SE: 'Europe/Stockholm', NO: 'Europe/Oslo', FI: 'Europe/Helsinki', PL: 'Europe/Warsaw',
  CZ: 'Europe/Prague', HU: 'Europe/Budapest', RO: 'Europe/Bucharest', GR: 'Europe/Athens', TR: 'Europe/Istanbul',
  AE: 'Asia/Dubai', SA: 'Asia/Riyadh', KW: 'Asia/Kuwait', QA: 'Asia/Qatar', BH: 'Asia/Bahrain', EG: 'Africa/Cairo',
  CN: 'Asia/Shanghai', HK: 'Asia/Hong_Kong', TW: 'Asia/Taipei', JP: 'Asia/Tokyo', KR: 'Asia/Seoul',
  SG: 'Asia/Singapore', MY: 'Asia/Kuala_Lumpur', TH: 'Asia/Bangkok', PH: 'Asia/Manila', VN: 'Asia/Ho_Chi_Minh',
  IN: 'Asia/Kolkata', NZ: 'Pacific/Auckland', AR: 'America/Argentina/Buenos_Aires', CL: 'America/Santiago',
  CO: 'America/Bogota', PE: 'America/Lima', CR: 'America/Costa_Rica', GT: 'America/Guatemala', PA: 'America/Panama',
};

const NY = 'America/New_York';
const CHI = 'America/Chicago';
const DEN = 'America/Denver';
const LA = 'America/Los_Angeles';

/** US states: the zone of most of the state, and the zone west of a longitude where the state is split. */
const US_STATE_ZONES: Readonly<Record<string, string | readonly [string, number, string]>> = {
  AL: CHI, AK: 'America/Anchorage', AZ: 'America/Phoenix', AR: CHI, CA: LA, CO: DEN, CT: NY, DE: NY, DC: NY,
  FL: [NY, -85.0, CHI], GA: NY, HI: 'Pacific/Honolulu', ID: 'America/Boise', IL: CHI, IN: 'America/Indiana/Indianapolis',
  IA: CHI, KS: [CHI, -101.5, DEN], KY: [NY, -86.0, CHI], LA: CHI, ME: NY, MD: NY, MA: NY, MI: 'America/Detroit',
  MN: CHI, MS: CHI, MO: CHI, MT: DEN, NE: [CHI, -101.0, DEN], NV: LA, NH: NY, NJ: NY, NM: DEN, NY: NY, NC: NY,
  ND: [CHI, -101.0, DEN], OH: NY, OK: CHI, OR: LA, PA: NY, RI: NY, SC: NY, SD: [CHI, -100.5, DEN],
  TN: [NY, -85.5, CHI], TX: [CHI, -104.9, DEN], UT: DEN, VT: NY, VA: NY, WA: LA, WV: NY, WI: CHI, WY: DEN,
};

const CA_PROVINCE_ZONES: Readonly<Record<string, string>> = {
  '01': 'America/Edmonton', '02': 'America/Vancouver', '03': 'America/Winnipeg', '04': 'America/Moncton',
  '05': 'America/St_Johns', '07': 'America/Halifax', '08': 'America/Toronto', '09': 'America/Halifax',
  '10': 'America/Toronto', '11': 'America/Regina', '12': 'America/Whitehorse', '13': 'America/Yellowknife',
  '14': 'America/Iqaluit',
};

/** The IANA time zone of a place. */
export const timeZoneFor = (countryCode: string, adminCode: string, latitude: number, longitude: number): string => {
  const single = SINGLE_ZONE[countryCode];
  if (single !== undefined) return single;
  switch (countryCode) {
    case 'US': {
      const z = US_STATE_ZONES[adminCode];
      if (z === undefined) return longitude < -114.5 ? LA : longitude < -102 ? DEN : longitude < -87 ? CHI : NY;
      if (typeof z === 'string') return adminCode === 'ID' && latitude > 45.5 ? LA : z;
      return longitude < z[1] ? z[2] : z[0];
    }
    case 'CA':
      return CA_PROVINCE_ZONES[adminCode] ?? (longitude < -120 ? 'America/Vancouver' : 'America/Toronto');
    case 'MX':
      return longitude < -114.8 ? 'America/Tijuana' : longitude < -109 && latitude > 26 ? 'America/Hermosillo' : longitude < -104.5 ? 'America/Mazatlan' : longitude > -88 ? 'America/Cancun' : 'America/Mexico_City';
    case 'BR':
      return longitude < -67 ? 'America/Rio_Branco' : longitude < -54 && latitude > -20 ? 'America/Manaus' : 'America/Sao_Paulo';
    case 'AU':
      return longitude < 129 ? 'Australia/Perth' : longitude < 138 ? (latitude > -26 ? 'Australia/Darwin' : 'Australia/Adelaide') : latitude > -29 ? 'Australia/Brisbane' : latitude < -40 ? 'Australia/Hobart' : 'Australia/Sydney';
    case 'ID':
      return longitude < 115 ? 'Asia/Jakarta' : longitude < 127 ? 'Asia/Makassar' : 'Asia/Jayapura';
    case 'ES':
      return longitude < -13 ? 'Atlantic/Canary' : 'Europe/Madrid';
    case 'PT':
      return longitude < -20 ? 'Atlantic/Azores' : longitude < -15 ? 'Atlantic/Madeira' : 'Europe/Lisbon';
    default:
      return 'UTC';
  }
};

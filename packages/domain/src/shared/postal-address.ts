// A street address in the US or Canada: the lines the account's personal details and a wallet's billing
// addresses have in common.
export interface PostalAddress {
  readonly addressLine1: string;
  readonly addressLine2?: string;
  readonly city: string;
  readonly postalCode: string;
  /** State or province code (e.g. 'WA', 'BC'). */
  readonly countrySubdivision: string;
  /** ISO 3166-1 alpha-2: 'US' or 'CA'. */
  readonly country: string;
}

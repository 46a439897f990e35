/** Only same-site paths are followed after sign-in, never another origin. */
export const safeReturnTo = (raw: string | null, fallback = '/'): string =>
  raw && raw.startsWith('/') && !raw.startsWith('//') ? raw : fallback;

/**
 * The reference data the contact checks read, named with the version a finding cites
 * (docs/product.md#automated-checks). sources.test.ts keeps them equal to the installed packages.
 */
export const SOURCES = {
  phoneMetadata: 'libphonenumber-js@1.12.31 max metadata',
  freemail: 'freemail@1.7.0',
  publicSuffixes: 'tldts@7.5.5',
  countries: 'i18n-iso-countries@7.14.0',
  fictionalPhoneRanges: 'fictional-phone-ranges.json',
  extraFreeDomains: 'free email domains added to freemail (email.ts, checked 2026-11-25)',
} as const;

/** The installed versions the sources above name (checked by sources.test.ts). */
export const SOURCE_PACKAGES = {
  'libphonenumber-js': '1.12.31',
  freemail: '1.7.0',
  tldts: '7.5.5',
  'i18n-iso-countries': '7.14.0',
} as const;

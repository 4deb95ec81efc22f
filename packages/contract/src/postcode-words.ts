// Postcodes of an organisation's address (docs/product.md section C4): numeric codes as docs/product.md has them, and the UK's
// and Ireland's, where the marketplace's organisations are. The message and the checks, without a schema: /orgprofile's
// first screen reads them, and the field's schema (postcodes.ts) would bring zod with it.

export const POSTCODE_MESSAGE = 'Zip code must contain numbers only.';

const NUMERIC = /^\d+$/;
/** UK postcodes: outward code (A9, A99, AA9, AA99, A9A, AA9A) then inward code (9AA); GIR 0AA for Girobank. */
const UK = /^(?:GIR ?0AA|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2})$/i;
/** Irish Eircodes: a routing key (A65, D6W) then four characters from Eircode's alphabet. */
const EIRCODE = /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[\dAC-FHKNPRTV-Y]{4}$/i;

/** A numeric code, a UK postcode or an Irish Eircode, spaced or not, in any case. */
export const isPostcode = (value: string): boolean => {
  const code = value.trim();
  return NUMERIC.test(code) || UK.test(code) || EIRCODE.test(code);
};

/** The postcode at the end of 'state postcode' (two words for the UK and Ireland), or null. */
export function trailingPostcode(text: string): { before: string; postcode: string } | null {
  const words = text.trim().split(/\s+/);
  for (const take of [2, 1]) {
    if (words.length < take) continue;
    const postcode = words.slice(-take).join(' ');
    if (isPostcode(postcode) && !(take === 2 && NUMERIC.test(words[words.length - 2] ?? ''))) {
      return { before: words.slice(0, -take).join(' '), postcode };
    }
  }
  return null;
}

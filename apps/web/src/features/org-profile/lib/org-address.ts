import { trailingPostcode } from '@tandem/contract';

/** The parts of an organisation's address (docs/product.md section 3). */
export interface AddressParts {
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export const EMPTY_ADDRESS: AddressParts = { street: '', city: '', state: '', zip: '', country: '' };

/** 'street, city, state zip, country': one string, comma-space separated, '' when every part is empty. */
export function composeOrgAddress(parts: AddressParts): string {
  const clean = (value: string) => value.trim().replace(/\s*,\s*/g, ' ');
  const stateZip = [clean(parts.state), clean(parts.zip)].filter(Boolean).join(' ');
  const fields = [clean(parts.street), clean(parts.city), stateZip, clean(parts.country)];
  return fields.every((field) => field === '') ? '' : fields.join(', ');
}

/**
 * Reads 'street, city, state zip, country' back into its parts, from the right so that a street holding a comma
 * stays whole; the zip is the end of the third part when it is a postcode (numeric, UK or Irish).
 */
export function parseOrgAddress(address: string | null | undefined): AddressParts {
  const text = (address ?? '').trim();
  if (!text) return { ...EMPTY_ADDRESS };
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length < 4) {
    // Not in the organisation format (e.g. typed elsewhere): keep it whole as the street.
    return { ...EMPTY_ADDRESS, street: text };
  }
  const country = parts.pop() ?? '';
  const stateZip = parts.pop() ?? '';
  const city = parts.pop() ?? '';
  const street = parts.join(', ');
  const found = trailingPostcode(stateZip);
  return { street, city, state: found ? found.before : stateZip, zip: found ? found.postcode : '', country };
}

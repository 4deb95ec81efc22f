// The candidate's address is one string 'street, city, state, zip' (docs/product.md section 3); the country lives apart.

export interface AddressParts {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export const EMPTY_ADDRESS: AddressParts = { street: '', city: '', state: '', zip: '' };
const SEPARATOR = ', ';

/**
 * Reads 'street, city, state, zip'. The street may itself hold commas ("Flat 2, 10 High Street"), so with four or
 * more parts the last three are zip, state and city and the rest is the street; shorter strings fill from the left.
 */
export function splitAddress(address: string | null | undefined): AddressParts {
  const parts = (address ?? '').split(',').map((part) => part.trim());
  if (parts.length === 1 && parts[0] === '') return { ...EMPTY_ADDRESS };
  if (parts.length >= 4) {
    const zip = parts.pop() ?? '';
    const state = parts.pop() ?? '';
    const city = parts.pop() ?? '';
    return { street: parts.join(SEPARATOR), city, state, zip };
  }
  const [street = '', city = '', state = ''] = parts;
  return { street, city, state, zip: '' };
}

/** Writes 'street, city, state, zip', keeping each part in its place; nothing at all is ''. */
export function joinAddress(parts: AddressParts): string {
  const values = [parts.street, parts.city, parts.state, parts.zip].map((part) => part.trim());
  return values.every((value) => value === '') ? '' : values.join(SEPARATOR);
}

/** The address as a person reads it: the parts given, without empty gaps. */
export const displayAddress = (address: string | null | undefined): string =>
  (address ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(SEPARATOR);

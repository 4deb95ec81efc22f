/** Places as a person reads them, matching the geography data's names (docs/product.md section C2). */
export interface Place {
  city: string;
  state: string;
  country: string;
}

export const DEMO_PLACES: readonly Place[] = [
  { city: 'London', state: 'England', country: 'United Kingdom' },
  { city: 'Manchester', state: 'England', country: 'United Kingdom' },
  { city: 'Birmingham', state: 'England', country: 'United Kingdom' },
  { city: 'Leeds', state: 'England', country: 'United Kingdom' },
  { city: 'Bristol', state: 'England', country: 'United Kingdom' },
  { city: 'Edinburgh', state: 'Scotland', country: 'United Kingdom' },
  { city: 'Glasgow', state: 'Scotland', country: 'United Kingdom' },
  { city: 'Cardiff', state: 'Wales', country: 'United Kingdom' },
  { city: 'Dublin', state: 'Dublin', country: 'Ireland' },
];

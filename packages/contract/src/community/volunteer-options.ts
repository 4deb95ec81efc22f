// The volunteer opportunities' enumerations and the /volunteer page's filter options (docs/product.md section 2).

export const TIME_COMMITMENTS = ['one-time', 'weekly', 'monthly', 'flexible'] as const;
export type TimeCommitment = (typeof TIME_COMMITMENTS)[number];
export const TIME_COMMITMENT_LABELS: Record<TimeCommitment, string> = {
  'one-time': 'One-time',
  weekly: 'Weekly',
  monthly: 'Monthly',
  flexible: 'Flexible',
};

export const VOLUNTEER_CATEGORIES = ['Marketing', 'Technology', 'Design', 'Finance', 'Operations'] as const;
export type VolunteerCategory = (typeof VOLUNTEER_CATEGORIES)[number];

/** The selects of /volunteer, in the page's order; the first option of each means "no filter". */
export const VOLUNTEER_FILTER_OPTIONS = {
  location: ['Any', 'Remote', 'London', 'Manchester', 'Birmingham', 'Edinburgh'],
  commitment: ['Any', 'One-time', 'Weekly', 'Monthly', 'Flexible'],
  category: ['All', 'Marketing', 'Technology', 'Design', 'Finance', 'Operations'],
} as const;

/** The stored value for a time commitment given as the value or the page's label, in any case; undefined if neither. */
export function toTimeCommitment(value: string): TimeCommitment | undefined {
  const key = value.trim().toLowerCase();
  return TIME_COMMITMENTS.find((item) => item === key || TIME_COMMITMENT_LABELS[item].toLowerCase() === key);
}

export function toVolunteerCategory(value: string): VolunteerCategory | undefined {
  const key = value.trim().toLowerCase();
  return VOLUNTEER_CATEGORIES.find((item) => item.toLowerCase() === key);
}

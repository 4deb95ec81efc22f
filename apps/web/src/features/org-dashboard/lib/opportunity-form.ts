import { VolunteerOpportunityInput } from '@tandem/contract';
import type { TimeCommitment, VolunteerCategory, VolunteerOpportunityAnswer } from '@tandem/contract';

export interface OpportunityFormValues {
  title: string;
  category: VolunteerCategory | '';
  description: string;
  keywords: string;
  city: string;
  country: string;
  is_remote: boolean;
  time_commitment: TimeCommitment;
  start_date: string;
  is_active: boolean;
}

export const EMPTY_OPPORTUNITY_FORM: OpportunityFormValues = {
  title: '',
  category: '',
  description: '',
  keywords: '',
  city: '',
  country: '',
  is_remote: false,
  time_commitment: 'flexible',
  start_date: '',
  is_active: true,
};

export const OPPORTUNITY_FORM_FIELDS = Object.keys(EMPTY_OPPORTUNITY_FORM) as Array<keyof OpportunityFormValues>;

/** The contract's schema as is: the form's values already have the API's shape. */
export const OpportunityFormSchema = VolunteerOpportunityInput;

export const opportunityToFormValues = (item: VolunteerOpportunityAnswer): OpportunityFormValues => ({
  title: item.title,
  category: item.category as VolunteerCategory,
  description: item.description,
  keywords: item.keywords,
  city: item.city,
  country: item.country,
  is_remote: item.is_remote,
  time_commitment: item.time_commitment as TimeCommitment,
  start_date: item.start_date ?? '',
  is_active: item.is_active,
});

/** What the volunteer role dialog's form is made of. */
export const OPPORTUNITY_FORM = { schema: OpportunityFormSchema, empty: EMPTY_OPPORTUNITY_FORM, fields: OPPORTUNITY_FORM_FIELDS, toFormValues: opportunityToFormValues };

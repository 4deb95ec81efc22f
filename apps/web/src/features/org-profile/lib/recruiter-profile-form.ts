import type { UserAnswer } from '@tandem/contract';

/** The recruiter's editable fields as the form holds them (recruiter-profile-validation.ts checks them). */
export interface RecruiterProfileValues {
  name: string;
  phone_number: string;
  address: string;
}

export const recruiterFormValues = (user: UserAnswer | undefined): RecruiterProfileValues => ({
  name: user?.name ?? '',
  phone_number: user?.phone_number ?? '',
  address: user?.address ?? '',
});

/** 'Failed to update profile: ' with the server's words, or 'Unknown error'. */
export const failureText = (prefix: string, words: string, unknown: string): string => `${prefix}${words || unknown}`;

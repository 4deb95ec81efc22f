import { UserEditableFields } from '@tandem/contract';
import type { UserAnswer } from '@tandem/contract';
import { z } from 'zod';

/** The recruiter's editable fields, checked as the server checks them. */
export const RecruiterProfileSchema = z.object({
  name: UserEditableFields.shape.name,
  phone_number: UserEditableFields.shape.phone_number,
  address: UserEditableFields.shape.address,
});

export type RecruiterProfileValues = z.input<typeof RecruiterProfileSchema>;

export const recruiterFormValues = (user: UserAnswer | undefined): RecruiterProfileValues => ({
  name: user?.name ?? '',
  phone_number: user?.phone_number ?? '',
  address: user?.address ?? '',
});

/** 'Failed to update profile: ' with the server's words, or 'Unknown error'. */
export const failureText = (prefix: string, words: string, unknown: string): string => `${prefix}${words || unknown}`;

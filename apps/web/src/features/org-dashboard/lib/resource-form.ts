import { ResourceInput } from '@tandem/contract';
import type { ResourceAnswer } from '@tandem/contract';
import { z } from 'zod';
import { tagNames } from './local-time';

export interface ResourceFormValues {
  title: string;
  resource_type: string;
  author: string;
  published_date: string;
  url: string;
  is_free: boolean;
  tags: string;
  description: string;
}

export const EMPTY_RESOURCE_FORM: ResourceFormValues = {
  title: '',
  resource_type: '',
  author: '',
  published_date: '',
  url: '',
  is_free: true,
  tags: '',
  description: '',
};

export const RESOURCE_FORM_FIELDS = Object.keys(EMPTY_RESOURCE_FORM) as Array<keyof ResourceFormValues>;

export const toResourceInput = (values: ResourceFormValues): ResourceInput => ({ ...values, tags: tagNames(values.tags) });

/**
 * The contract's ResourceInput over the form's values (tags typed with commas).
 * The form's values in, the contract's input out: zod's preprocess takes its input as unknown, so the pair is
 * stated by the cast below; what the preprocess makes is checked by ResourceInput itself at run time.
 */
export const ResourceFormSchema = z.preprocess(
  (values) => toResourceInput(values as ResourceFormValues),
  ResourceInput,
) as unknown as z.ZodType<z.output<typeof ResourceInput>, ResourceFormValues>;

export const resourceToFormValues = (resource: ResourceAnswer): ResourceFormValues => ({
  title: resource.title,
  resource_type: resource.resource_type,
  author: resource.author,
  published_date: resource.published_date ?? '',
  url: resource.url,
  is_free: resource.is_free,
  tags: resource.tags.map((tag) => tag.name).join(', '),
  description: resource.description,
});

/** What the resource dialog's form is made of. */
export const RESOURCE_FORM = { schema: ResourceFormSchema, empty: EMPTY_RESOURCE_FORM, fields: RESOURCE_FORM_FIELDS, toFormValues: resourceToFormValues };

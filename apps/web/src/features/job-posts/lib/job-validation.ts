import { zodResolver } from '@hookform/resolvers/zod';
import { jobInputFor, type JobValues } from '@tandem/contract';
import type { Resolver } from 'react-hook-form';
import type { JobFormValues } from './job-form';

// The job form's rules, loaded after /jobpost's first screen (lib/deferred-resolver.ts): JobInput with the
// deployment's pay-range rule, the same check and messages as the route (docs/product.md section C20). Typed by hand on
// purpose: zodResolver types a form by the schema's input (the API's shape: numbers, nulls), but the form holds what
// its inputs hold (text); those values are a subset of what the schema accepts, so the cast changes no check.
const resolvers = new Map<boolean, Resolver<JobFormValues, unknown, JobValues>>();

export function jobResolver(payRangeRequired: boolean): Resolver<JobFormValues, unknown, JobValues> {
  let resolver = resolvers.get(payRangeRequired);
  if (!resolver) {
    resolver = zodResolver(jobInputFor({ payRangeRequired })) as unknown as Resolver<JobFormValues, unknown, JobValues>;
    resolvers.set(payRangeRequired, resolver);
  }
  return resolver;
}

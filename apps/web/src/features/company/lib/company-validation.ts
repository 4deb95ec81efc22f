import { zodResolver } from '@hookform/resolvers/zod';
import { CompanyInput, CompanyShortInput } from '@tandem/contract';
import type { Resolver } from 'react-hook-form';
import type { CompanyFormValues } from '../components/company-form';

// The company form's rules, loaded after /addcompany's first screen (lib/deferred-resolver.ts). Typed by hand on
// purpose: zodResolver types a form by the schema's input (the API's shape: numbers, nulls), but the form holds what
// its inputs hold (text); those values are a subset of what the schema accepts, so the cast states the form's real
// types and changes no check (the same rules and messages as the server).
export const companyResolver = zodResolver(CompanyInput) as unknown as Resolver<CompanyFormValues>;
/** The recruiter's add-company-in-profile form: only name and address (docs/product.md section 5). */
export const companyShortResolver = zodResolver(CompanyShortInput) as unknown as Resolver<CompanyFormValues>;

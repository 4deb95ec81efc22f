import { zodResolver } from '@hookform/resolvers/zod';
import { CompanyInput, RECORD_MESSAGES } from '@tandem/contract';
import type { CompanyAnswer } from '@tandem/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Field, FormAlert, RequiredNote } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { useCompany } from '../api/get-company';
import { useUpdateCompany } from '../api/update-company';
import { COMPANY_MESSAGES } from '../lib/messages';
import { placeServerErrors } from '../lib/server-errors';
import { ReplyRecord } from '../../jobs';
import { LogoPicker } from './logo-picker';

type Editable = { name: string; email: string; phone_number: string; address: string; website: string };
const FIELDS = ['name', 'email', 'phone_number', 'address', 'website'] as const;

const editable = (company: CompanyAnswer): Editable => ({
  name: company.name,
  email: company.email ?? '',
  phone_number: company.phone_number ?? '',
  address: company.address,
  website: company.website,
});

function Detail({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900">{children || 'Not given'}</dd>
    </div>
  );
}

/**
 * What the organisation gave on /addcompany, shown again and editable, with its logo. The name can be mended here
 * (a typo made when adding it); the profile forms below show it read-only (docs/product.md).
 */
export function CompanyDetails({ companyId }: { companyId: number }) {
  const company = useCompany(companyId);
  const [editing, setEditing] = useState(false);
  return (
    <Card aria-labelledby="company-details-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="company-details-title">Company details</CardTitle>
        {company.data && !editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            Edit company
          </Button>
        )}
      </div>
      {company.isPending ? (
        <div role="status" aria-label="Loading your company" className="space-y-3">
          <Skeleton className="h-20 w-20" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : company.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger-700">
          {COMPANY_MESSAGES.loadFailed}
          <Button variant="outline" size="sm" onClick={() => void company.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <LogoPicker companyId={company.data.id} name={company.data.name} logo={company.data.logo} />
          {editing ? (
            <CompanyEditForm company={company.data} onDone={() => setEditing(false)} />
          ) : (
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <Detail term="Company Name">{company.data.name}</Detail>
              <Detail term="Contact Email">{company.data.email ?? ''}</Detail>
              <Detail term="Contact Number">{company.data.phone_number ?? ''}</Detail>
              <Detail term="Website">{company.data.website}</Detail>
              <Detail term="Address">{company.data.address}</Detail>
            </dl>
          )}
          <section aria-labelledby="company-record-title" className="space-y-1 border-t border-slate-100 pt-4">
            <h3 id="company-record-title" className="text-sm font-semibold text-slate-900">
              {RECORD_MESSAGES.title}
            </h3>
            <ReplyRecord rate={company.data.response_rate} medianDays={company.data.median_reply_days} variant="full" />
          </section>
        </>
      )}
    </Card>
  );
}

function CompanyEditForm({ company, onDone }: { company: CompanyAnswer; onDone: () => void }) {
  const update = useUpdateCompany();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Editable>({
    // Typed by hand on purpose: zodResolver types a form by the schema's input (the API's shape: numbers, nulls), but
    // the form holds what its inputs hold (text); those values are a subset of what the schema accepts, so this cast
    // states the form's real types and changes no check (the same rules and messages as the server).
    resolver: zodResolver(CompanyInput) as unknown as Resolver<Editable>,
    defaultValues: editable(company),
  });

  const onSubmit = async (values: Editable) => {
    try {
      await update.mutateAsync({ id: company.id, changes: values });
      toast.success(COMPANY_MESSAGES.detailsSaved);
      onDone();
    } catch (error) {
      const { placed, rest } = placeServerErrors<Editable>(error, FIELDS, setError);
      if (placed === 0 || rest) setError('root.server', { type: 'server', message: rest || COMPANY_MESSAGES.detailsFailed });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-4">
      <RequiredNote />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Company Name" required error={errors.name?.message}>
          {(field) => <Input {...field} {...register('name')} autoComplete="organization" />}
        </Field>
        <Field label="Website" error={errors.website?.message}>
          {(field) => <Input {...field} {...register('website')} inputMode="url" placeholder="example.org" autoComplete="url" />}
        </Field>
        <Field label="Contact Email" required error={errors.email?.message}>
          {(field) => <Input {...field} {...register('email')} type="email" autoComplete="email" />}
        </Field>
        <Field label="Contact Number" required error={errors.phone_number?.message}>
          {(field) => <Input {...field} {...register('phone_number')} type="tel" autoComplete="tel" />}
        </Field>
        <Field label="Company Address" required error={errors.address?.message} className="sm:col-span-2">
          {(field) => <Input {...field} {...register('address')} autoComplete="street-address" />}
        </Field>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" isPending={isSubmitting} pendingText="Saving…">
          Save company
        </Button>
      </div>
    </form>
  );
}

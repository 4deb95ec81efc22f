import { zodResolver } from '@hookform/resolvers/zod';
import { CompanyInput } from '@tandem/contract';
import type { CompanyAnswer } from '@tandem/contract';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert, RequiredNote } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast';
import { useUpdateCompany } from '../api/update-company';
import { COMPANY_MESSAGES } from '../lib/messages';
import { placeServerErrors } from '../lib/server-errors';

type Editable = { name: string; email: string; phone_number: string; address: string; website: string };
const FIELDS = ['name', 'email', 'phone_number', 'address', 'website'] as const;

const editable = (company: CompanyAnswer): Editable => ({
  name: company.name,
  email: company.email ?? '',
  phone_number: company.phone_number ?? '',
  address: company.address,
  website: company.website,
});

/** Company details' edit form (company-details.tsx loads it on use, with react-hook-form and the company's rules). */
export function CompanyEditForm({ company, onDone }: { company: CompanyAnswer; onDone: () => void }) {
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

import { useFormContext } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import type { EditProfileForm } from '../../lib/edit-profile-values';
import { FormSection } from './form-section';
import { FormPlaceSelects } from './form-place-selects';
import { TextField } from './text-field';

interface PersonalInfoSectionProps {
  email: string;
  onSavePersonal: () => void;
  isSaving: boolean;
}

/** Name, title, contact, the address ('street, city, state, zip' with country and state selects) and links. */
export function PersonalInfoSection({ email, onSavePersonal, isSaving }: PersonalInfoSectionProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<EditProfileForm>();
  const error = errors.personal;

  return (
    <FormSection title="Personal Information">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Full name"
          autoComplete="name"
          error={error?.name?.message}
          {...register('personal.name')}
        />
        <TextField
          label="Title"
          hint="Shown under your name, e.g. Frontend Developer."
          autoComplete="organization-title"
          error={error?.title?.message}
          {...register('personal.title')}
        />
        <TextField
          label="Email"
          type="email"
          value={email}
          readOnly
          aria-readonly="true"
          hint="Your email cannot be changed here."
        />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          error={error?.phone_number?.message}
          {...register('personal.phone_number')}
        />
        <TextField
          label="Street"
          autoComplete="street-address"
          className="sm:col-span-2"
          error={error?.street?.message}
          {...register('personal.street')}
        />
        <TextField
          label="Town or city"
          autoComplete="address-level2"
          error={error?.city?.message}
          {...register('personal.city')}
        />
        <TextField
          label="Postcode"
          autoComplete="postal-code"
          error={error?.zip?.message}
          {...register('personal.zip')}
        />
        <FormPlaceSelects
          control={control}
          countryName="personal.country"
          stateName="personal.state"
          countryError={error?.country?.message}
          stateError={error?.state?.message}
        />
        <TextField
          label="LinkedIn"
          type="url"
          inputMode="url"
          placeholder="https://www.linkedin.com/in/…"
          error={error?.linkedin?.message}
          {...register('personal.linkedin')}
        />
        <TextField
          label="GitHub"
          type="url"
          inputMode="url"
          placeholder="https://github.com/…"
          error={error?.github?.message}
          {...register('personal.github')}
        />
        <TextField
          label="Portfolio"
          type="url"
          inputMode="url"
          placeholder="https://…"
          className="sm:col-span-2"
          error={error?.portfolio?.message}
          {...register('personal.portfolio')}
        />
      </div>
      <div className="mt-5 flex justify-end">
        <Button variant="secondary" onClick={onSavePersonal} isPending={isSaving} pendingText="Updating…">
          Update personal info
        </Button>
      </div>
    </FormSection>
  );
}

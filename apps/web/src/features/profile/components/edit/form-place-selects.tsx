import { UI_MESSAGES } from '@tandem/contract';
import { useCallback } from 'react';
import { useController } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { PlaceSelects } from '../../../../components/ui/place-selects';
import { useToast } from '../../../../components/ui/toast';

interface FormPlaceSelectsProps<T extends FieldValues> {
  control: Control<T>;
  countryName: FieldPath<T>;
  stateName: FieldPath<T>;
  countryError?: string | undefined;
  stateError?: string | undefined;
}

/**
 * The shared country and state selects (fed by /api/geo/) bound to two fields of the profile form, as cells of the
 * section's grid; the city is the form's own text box. 'Failed to fetch data' when the countries cannot be loaded.
 */
export function FormPlaceSelects<T extends FieldValues>({
  control,
  countryName,
  stateName,
  countryError,
  stateError,
}: FormPlaceSelectsProps<T>) {
  const country = useController({ control, name: countryName });
  const state = useController({ control, name: stateName });
  const toast = useToast();
  const onLoadError = useCallback(() => toast.error(UI_MESSAGES.profile.failedToFetchData), [toast]);

  return (
    <PlaceSelects
      bare
      withCity={false}
      value={{ country: String(country.field.value ?? ''), state: String(state.field.value ?? ''), city: '' }}
      onChange={(place) => {
        if (place.country !== country.field.value) country.field.onChange(place.country);
        if (place.state !== state.field.value) state.field.onChange(place.state);
      }}
      errors={{ country: countryError, state: stateError }}
      onLoadError={onLoadError}
    />
  );
}

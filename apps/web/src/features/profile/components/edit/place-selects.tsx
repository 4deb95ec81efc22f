import { useController } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import type { SelectOption } from '../../../../components/ui/select';
import { useCountries, useStates } from '../../api/get-geography';
import { useErrorToast } from '../../hooks/use-error-toast';
import { PROFILE_TOASTS } from '../../lib/messages';

interface PlaceSelectsProps<T extends FieldValues> {
  control: Control<T>;
  countryName: FieldPath<T>;
  stateName: FieldPath<T>;
  countryError?: string | undefined;
  stateError?: string | undefined;
  className?: string;
}

/** Names as options; a stored name missing from the list stays selectable so nothing is lost. */
const optionsOf = (names: readonly string[], current: string): SelectOption[] => {
  const options = names.map((name) => ({ value: name, label: name }));
  return current && !names.includes(current) ? [{ value: current, label: current }, ...options] : options;
};

/**
 * Country and state selects fed by /api/geo/...: the state waits for a country and is cleared when the country
 * changes. Places are stored as the names people read (CONTRACT.md section 2). If the lists cannot be loaded,
 * plain text boxes take their place.
 */
export function PlaceSelects<T extends FieldValues>({
  control,
  countryName,
  stateName,
  countryError,
  stateError,
  className,
}: PlaceSelectsProps<T>) {
  const country = useController({ control, name: countryName });
  const state = useController({ control, name: stateName });
  const countries = useCountries();
  const countryValue = String(country.field.value ?? '');
  const stateValue = String(state.field.value ?? '');
  const countryCode = countries.data?.find((item) => item.name === countryValue)?.code;
  const states = useStates(countryCode);
  useErrorToast(countries.isError ? countries.errorUpdatedAt : 0, PROFILE_TOASTS.fetchDataFailed);

  // A country the list does not know, or one without states, takes its state as text.
  const stateAsText =
    Boolean(countryValue) &&
    (countries.isError ||
      (countries.isSuccess && countryCode === undefined) ||
      states.isError ||
      (states.isSuccess && states.data.length === 0));

  return (
    <>
      <Field label="Country" error={countryError} className={className}>
        {(props) =>
          countries.isError ? (
            <Input {...props} {...country.field} value={countryValue} autoComplete="country-name" />
          ) : (
            <Select
              {...props}
              name={country.field.name}
              ref={country.field.ref}
              onBlur={country.field.onBlur}
              value={countryValue}
              onChange={(event) => {
                country.field.onChange(event.target.value);
                if (event.target.value !== countryValue) state.field.onChange('');
              }}
              disabled={countries.isPending}
              placeholder={countries.isPending ? 'Loading countries…' : 'Select a country'}
              options={optionsOf(countries.data?.map((item) => item.name) ?? [], countryValue)}
            />
          )
        }
      </Field>
      <Field label="State" error={stateError} className={className}>
        {(props) =>
          stateAsText ? (
            <Input {...props} {...state.field} value={stateValue} autoComplete="address-level1" />
          ) : (
            <Select
              {...props}
              name={state.field.name}
              ref={state.field.ref}
              onBlur={state.field.onBlur}
              value={stateValue}
              onChange={(event) => state.field.onChange(event.target.value)}
              disabled={!countryValue || (Boolean(countryCode) && states.isPending)}
              placeholder={countryValue ? 'Select a state' : 'Select a country first'}
              options={optionsOf(states.data?.map((item) => item.name) ?? [], stateValue)}
            />
          )
        }
      </Field>
    </>
  );
}

import type { GeoCity, GeoCountry, GeoState } from '@tandem/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { api } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { Field } from './field';
import { Input } from './input';
import { Select } from './select';
import type { SelectOption } from './select';

/** A place as people read it and the API stores it: names, not codes (docs/product.md section C2). */
export interface PlaceValue {
  country: string;
  state: string;
  city: string;
}

const geoKeys = {
  countries: () => ['geo', 'countries'] as const,
  states: (country: string) => ['geo', 'states', country] as const,
  cities: (country: string, state: string) => ['geo', 'cities', country, state] as const,
};
const forever = { staleTime: Infinity, gcTime: Infinity } as const;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The options of a select, with the current value kept even when the list does not know it. */
export function optionsWithValue(names: readonly string[], value: string): SelectOption[] {
  const options = names.map((name) => ({ value: name, label: name }));
  if (value.trim() && !names.some((name) => sameName(name, value))) options.unshift({ value, label: value });
  return options;
}

/** The list's own spelling of a name typed in another case, so the select shows it chosen. */
const listed = (names: readonly string[], value: string) =>
  names.find((name) => sameName(name, value)) ?? value;

/** The most towns the town field suggests at once (England has about 3,000). */
export const TOWN_SUGGESTIONS = 50;

/**
 * The towns the town field suggests for what has been typed: those that start with it, then those that contain it,
 * at most TOWN_SUGGESTIONS. Nothing typed suggests the whole list only when it is that short. A region's every town
 * as an option made thousands of elements on the screens with a place (/jobpost/:id drew 2,919 of them on load, most
 * of its blocking time in Lighthouse); a list that long is not one anybody reads either.
 */
export function townSuggestions(
  names: readonly string[],
  typed: string,
  limit = TOWN_SUGGESTIONS,
): readonly string[] {
  const text = typed.trim().toLowerCase();
  if (!text) return names.length <= limit ? names : [];
  const starting: string[] = [];
  const containing: string[] = [];
  for (const name of names) {
    const at = name.toLowerCase().indexOf(text);
    if (at === 0) starting.push(name);
    else if (at > 0) containing.push(name);
    if (starting.length >= limit) break;
  }
  return [...starting, ...containing].slice(0, limit);
}

/**
 * The region's label in the words of the chosen country: 'State' in the United States, 'County or region' in the
 * United Kingdom, Ireland and elsewhere (the product's people are mostly British and Irish).
 */
export const regionLabel = (country: string): string =>
  sameName(country, 'United States') ? 'State' : 'County or region';

/** The town's label: 'Town or city' everywhere, since most places people live in are towns. */
export const TOWN_LABEL = 'Town or city';

interface PlaceSelectsProps {
  value: PlaceValue;
  onChange: (value: PlaceValue) => void;
  errors?: Partial<Record<keyof PlaceValue, string | undefined>>;
  /** Marks the three as required, with the asterisk and for assistive technology. */
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /** Extra content after the fields (e.g. a remote checkbox) in the same grid. */
  children?: ReactNode;
  /** False for country and state only, where the form has its own city text box. Default true. */
  withCity?: boolean;
  /** The fields alone, as cells of the caller's grid, instead of a grid of their own. */
  bare?: boolean;
  /** Called once each time the country list fails to load (the fields become text boxes). */
  onLoadError?: () => void;
}

/**
 * Country and region selects and a searchable town field fed by /api/geo/: the region is disabled until a country is
 * chosen and the town until a region. The town is a text box that suggests the region's towns as one types (England
 * has about 3,000, too many for one dropdown: townSuggestions) and keeps a town the list does not know. Where the geography has no
 * regions for a choice, or cannot be loaded, the region becomes a text box too, since no place list is complete.
 */
export function PlaceSelects({
  value,
  onChange,
  errors,
  required,
  disabled,
  className,
  children,
  withCity = true,
  bare = false,
  onLoadError,
}: PlaceSelectsProps) {
  const countries = useQuery({
    queryKey: geoKeys.countries(),
    queryFn: () => api.get<GeoCountry[]>('/api/geo/countries/'),
    ...forever,
  });
  const countryCode = countries.data?.find((item) => sameName(item.name, value.country))?.code ?? '';
  const states = useQuery({
    queryKey: geoKeys.states(countryCode),
    queryFn: () => api.get<GeoState[]>(`/api/geo/countries/${encodeURIComponent(countryCode)}/states/`),
    enabled: countryCode !== '',
    ...forever,
  });
  const stateCode = states.data?.find((item) => sameName(item.name, value.state))?.code ?? '';
  const cities = useQuery({
    queryKey: geoKeys.cities(countryCode, stateCode),
    queryFn: () =>
      api.get<GeoCity[]>(
        `/api/geo/countries/${encodeURIComponent(countryCode)}/states/${encodeURIComponent(stateCode)}/cities/`,
      ),
    enabled: withCity && countryCode !== '' && stateCode !== '',
    ...forever,
  });

  const countryNames = countries.data?.map((item) => item.name) ?? [];
  const stateNames = states.data?.map((item) => item.name) ?? [];
  const cityNames = cities.data?.map((item) => item.name) ?? [];
  const suggestedTowns = townSuggestions(cityNames, value.city);
  // Free text where the list cannot help: the geography failed, or has nothing under the choice made.
  const countryAsText = countries.isError;
  const unknownCountry = countries.isSuccess && value.country.trim() !== '' && countryCode === '';
  const stateAsText =
    countryAsText || unknownCountry || states.isError || (states.isSuccess && stateNames.length === 0);
  const townListId = useId();

  const set = (changes: Partial<PlaceValue>) => onChange({ ...value, ...changes });

  const failedAt = countries.isError ? countries.errorUpdatedAt : 0;
  const reported = useRef(0);
  useEffect(() => {
    if (failedAt > 0 && failedAt !== reported.current) {
      reported.current = failedAt;
      onLoadError?.();
    }
  }, [failedAt, onLoadError]);

  return (
    <div className={bare ? 'contents' : cn('grid grid-cols-1 gap-4 sm:grid-cols-3', className)}>
      <Field label="Country" required={required} error={errors?.country}>
        {(control) =>
          countryAsText ? (
            <Input
              {...control}
              value={value.country}
              required={required}
              disabled={disabled}
              autoComplete="country-name"
              onChange={(event) => set({ country: event.target.value, state: '', city: '' })}
            />
          ) : (
            <Select
              {...control}
              required={required}
              disabled={disabled || countries.isPending}
              value={listed(countryNames, value.country)}
              placeholder={countries.isPending ? 'Loading countries…' : 'Select a country'}
              options={optionsWithValue(countryNames, value.country)}
              onChange={(event) => set({ country: event.target.value, state: '', city: '' })}
            />
          )
        }
      </Field>
      <Field label={regionLabel(value.country)} required={required} error={errors?.state}>
        {(control) =>
          stateAsText ? (
            <Input
              {...control}
              value={value.state}
              required={required}
              disabled={disabled || !value.country}
              autoComplete="address-level1"
              onChange={(event) => set({ state: event.target.value, city: '' })}
            />
          ) : (
            <Select
              {...control}
              required={required}
              disabled={disabled || !value.country || states.isPending}
              value={listed(stateNames, value.state)}
              placeholder={value.country && states.isPending ? 'Loading…' : 'Select one'}
              options={optionsWithValue(stateNames, value.state)}
              onChange={(event) => set({ state: event.target.value, city: '' })}
            />
          )
        }
      </Field>
      {withCity && (
        <Field label={TOWN_LABEL} required={required} error={errors?.city}>
          {(control) => (
            <>
              <Input
                {...control}
                value={value.city}
                required={required}
                disabled={disabled || !value.state}
                autoComplete="address-level2"
                list={cityNames.length > 0 ? townListId : undefined}
                placeholder={
                  value.state && cities.isPending
                    ? 'Loading towns…'
                    : cityNames.length > TOWN_SUGGESTIONS
                      ? 'Start typing a town'
                      : undefined
                }
                onChange={(event) => set({ city: event.target.value })}
                onBlur={(event) => {
                  // A town typed in another case takes the list's spelling.
                  const known = listed(cityNames, event.target.value.trim());
                  if (known !== value.city) set({ city: known });
                }}
              />
              {cityNames.length > 0 && (
                <datalist id={townListId}>
                  {suggestedTowns.map((name) => (
                    <option key={name} value={name} />
                  ))}
                </datalist>
              )}
            </>
          )}
        </Field>
      )}
      {children}
    </div>
  );
}

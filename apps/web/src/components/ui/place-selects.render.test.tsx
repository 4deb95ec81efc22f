import type { GeoCity, GeoCountry, GeoState } from '@tandem/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../testing/render';
import { PlaceSelects, type PlaceValue } from './place-selects';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    routeFetch({
      '/api/geo/countries/': () =>
        jsonResponse([
          { code: 'GB', name: 'United Kingdom' },
          { code: 'US', name: 'United States' },
        ] satisfies GeoCountry[]),
      '/api/geo/countries/GB/states/': () =>
        jsonResponse([{ code: 'ENG', name: 'England' }] satisfies GeoState[]),
      '/api/geo/countries/GB/states/ENG/cities/': () =>
        jsonResponse([{ name: 'Leeds' }, { name: 'London' }, { name: 'Manchester' }] satisfies GeoCity[]),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function Harness({ start }: { start: PlaceValue }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <PlaceSelects value={value} onChange={setValue} />
      <output>{`${value.city}|${value.state}|${value.country}`}</output>
    </>
  );
}

describe('PlaceSelects', () => {
  it('speaks UK terms and makes the town a searchable text box with the region’s towns', async () => {
    renderRoute(<Harness start={{ country: 'United Kingdom', state: 'England', city: '' }} />);
    expect(screen.getByLabelText('County or region').tagName).toBe('SELECT');
    const town = screen.getByLabelText('Town or city');
    expect(town.tagName).toBe('INPUT');
    await waitFor(() => expect(town.getAttribute('list')).toBeTruthy());
    const list = document.getElementById(town.getAttribute('list') ?? '');
    expect([...(list?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual([
      'Leeds',
      'London',
      'Manchester',
    ]);
    // A town typed in another case takes the list's spelling; one the list does not know is kept.
    fireEvent.change(town, { target: { value: 'leeds' } });
    fireEvent.blur(town);
    expect(screen.getByRole('status').textContent).toBe('Leeds|England|United Kingdom');
    fireEvent.change(town, { target: { value: 'Otley' } });
    fireEvent.blur(town);
    expect(screen.getByRole('status').textContent).toBe('Otley|England|United Kingdom');
    expect(screen.queryByLabelText('State')).toBeNull();
    expect(screen.queryByLabelText('City')).toBeNull();
  });

  it('suggests only the towns that match what is typed when the region has too many to list', async () => {
    const towns = Array.from({ length: 120 }, (_, index) => ({ name: `Hamlet ${index}` }));
    fetchMock.mockImplementation(
      routeFetch({
        '/api/geo/countries/': () =>
          jsonResponse([{ code: 'GB', name: 'United Kingdom' }] satisfies GeoCountry[]),
        '/api/geo/countries/GB/states/': () =>
          jsonResponse([{ code: 'ENG', name: 'England' }] satisfies GeoState[]),
        '/api/geo/countries/GB/states/ENG/cities/': () =>
          jsonResponse([...towns, { name: 'Manchester' }] satisfies GeoCity[]),
      }),
    );
    renderRoute(<Harness start={{ country: 'United Kingdom', state: 'England', city: '' }} />);
    const town = screen.getByLabelText('Town or city');
    await waitFor(() => expect(town.getAttribute('placeholder')).toBe('Start typing a town'));
    const suggested = () =>
      [...(document.getElementById(town.getAttribute('list') ?? '')?.querySelectorAll('option') ?? [])].map(
        (option) => option.value,
      );
    expect(suggested()).toEqual([]);
    fireEvent.change(town, { target: { value: 'manch' } });
    expect(suggested()).toEqual(['Manchester']);
    fireEvent.change(town, { target: { value: 'Hamlet' } });
    expect(suggested()).toHaveLength(50);
  });

  it('calls the region a State in the United States', async () => {
    renderRoute(<Harness start={{ country: 'United States', state: '', city: '' }} />);
    await waitFor(() => expect(screen.getByLabelText('State').tagName).toBe('SELECT'));
  });
});

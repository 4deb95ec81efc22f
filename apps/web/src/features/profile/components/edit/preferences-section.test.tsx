import type { PreferencesAnswer } from '@tandem/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../../testing/render';
import { PreferencesSection } from './preferences-section';

const fetchMock = vi.fn<typeof fetch>();
const saved = { job_types: [], work_mode: 'any', min_salary: null, seniority: null } satisfies PreferencesAnswer;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'csrftoken=t; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('What you look for', () => {
  it('saves job types, remote or on site, the lowest salary and the level as one PUT', async () => {
    const put = vi.fn((body: unknown) => jsonResponse(body));
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PUT') return put(JSON.parse(String(init.body)));
      return routeFetch({ '/api/preferences/': () => jsonResponse(saved) })(input, init);
    });
    renderRoute(<PreferencesSection />);
    fireEvent.click(await screen.findByLabelText('Full-time'));
    fireEvent.change(screen.getByLabelText('Where you work'), { target: { value: 'remote' } });
    fireEvent.change(screen.getByLabelText('Lowest yearly salary (£)'), { target: { value: '42000' } });
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: 'mid' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]?.[0]).toEqual({ job_types: ['full-time'], work_mode: 'remote', min_salary: 42000, seniority: 'mid' });
  });

  it('says what is wrong with a salary before sending anything', async () => {
    fetchMock.mockImplementation(routeFetch({ '/api/preferences/': () => jsonResponse(saved) }));
    renderRoute(<PreferencesSection />);
    fireEvent.change(await screen.findByLabelText('Lowest yearly salary (£)'), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Enter a whole number from 0 to 100000000.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});

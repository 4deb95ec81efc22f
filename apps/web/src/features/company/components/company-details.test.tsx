import type { CompanyAnswer } from '@tandem/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../testing/render';
import { CompanyDetails } from './company-details';

const company = {
  id: 4,
  name: 'Daily Grind',
  website: 'https://dailygrind.dev',
  logo: null,
  address: '1 Quay St, Bristol',
  is_small_business: true,
  is_nonprofit: false,
  response_rate: null,
  median_reply_days: null,
  email: 'hello@dailygrind.dev',
  phone_number: '0117 496 0000',
} satisfies CompanyAnswer;

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'csrftoken=t; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('the company details on /orgprofile', () => {
  it('shows again what /addcompany took, and offers a logo', async () => {
    fetchMock.mockImplementation(routeFetch({ '/api/company/4/': () => jsonResponse(company) }));
    renderRoute(<CompanyDetails companyId={4} />);
    expect(await screen.findByText('hello@dailygrind.dev')).toBeTruthy();
    expect(screen.getByText('0117 496 0000')).toBeTruthy();
    expect(screen.getByText('1 Quay St, Bristol')).toBeTruthy();
    expect(screen.getByText('Upload logo')).toBeTruthy();
  });

  it('edits the contact details, sending the name as it was', async () => {
    let sent: unknown;
    const reply = routeFetch({
      'GET /api/company/4/': () => jsonResponse(company),
      'PATCH /api/company/4/': () => jsonResponse({ ...company, phone_number: '0117 496 0999' }),
    });
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PATCH') sent = JSON.parse(String(init.body));
      return reply(input, init);
    });
    renderRoute(<CompanyDetails companyId={4} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit company' }));
    // The edit form's code loads on use (off /orgprofile's first load): it shows when it arrives.
    fireEvent.change(await screen.findByLabelText('Contact Number'), { target: { value: '0117 496 0999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save company' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toEqual({ name: 'Daily Grind', email: 'hello@dailygrind.dev', phone_number: '0117 496 0999', address: '1 Quay St, Bristol', website: 'https://dailygrind.dev' });
  });

  it('mends a typo in the name, and says so under the field when the name is another organisation\'s', async () => {
    const sent: unknown[] = [];
    const reply = routeFetch({ 'GET /api/company/4/': () => jsonResponse(company) });
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method !== 'PATCH') return reply(input, init);
      const changes = JSON.parse(String(init.body)) as { name: string };
      sent.push(changes);
      return changes.name === 'Owner Ltd'
        ? jsonResponse({ name: ['Another organisation on Tandem has this name. Choose another.'] }, { status: 400 })
        : jsonResponse({ ...company, name: changes.name });
    });
    renderRoute(<CompanyDetails companyId={4} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit company' }));
    const name = await screen.findByLabelText(/^Company Name/);
    fireEvent.change(name, { target: { value: 'Owner Ltd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save company' }));
    expect(await screen.findByText('Another organisation on Tandem has this name. Choose another.')).toBeTruthy();
    expect(document.activeElement).toBe(name);

    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save company' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(sent).toHaveLength(1);

    fireEvent.change(name, { target: { value: 'The Daily Grind' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save company' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ name: 'The Daily Grind' });
  });
});

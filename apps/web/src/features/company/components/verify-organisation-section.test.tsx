import { MESSAGES } from '@tandem/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../testing/render';
import { VerifyOrganisationSection } from './verify-organisation-section';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'csrftoken=t; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('Verified organisation', () => {
  it("checks the address with the contract's rule (loaded after the first screen), then asks for the link", async () => {
    const sent: unknown[] = [];
    const reply = routeFetch({
      'GET /api/company/4/verification/': () => jsonResponse({ verified: false, verified_domain: null, domain: 'bakes.dev' }),
      'POST /api/company/4/verification/': () =>
        jsonResponse({ verified: false, verified_domain: null, domain: 'bakes.dev', detail: 'We sent a link to hana@bakes.dev.' }),
    });
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') sent.push(JSON.parse(String(init.body)));
      return reply(input, init);
    });
    renderRoute(<VerifyOrganisationSection companyId={4} />);
    const email = await screen.findByLabelText('Work e-mail address');
    fireEvent.change(email, { target: { value: 'hana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(email, { target: { value: 'Hana@Bakes.dev' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('We sent a link to hana@bakes.dev.')).toBeTruthy();
    await waitFor(() => expect(sent).toEqual([{ email: 'hana@bakes.dev' }]));
  });
});

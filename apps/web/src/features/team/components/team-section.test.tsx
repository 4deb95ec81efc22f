import type { CompanyMembersAnswer } from '@tandem/contract';
import { TEAM_MESSAGES } from '@tandem/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../testing/render';
import { TeamSection } from './team-section';

const members: CompanyMembersAnswer = {
  results: [{ id: 1, name: 'Olive Owner', email: 'olive@bakes.dev', role: 'owner', joined_at: '2026-11-01T10:00:00Z' }],
  abilities: { role: 'owner', manage_jobs: true, manage_members: true, edit_company: true },
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'csrftoken=t; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('Invite a colleague', () => {
  it("checks the address with the contract's rules (loaded after the first screen), then sends the invitation and clears the form", async () => {
    const sent: unknown[] = [];
    const reply = routeFetch({
      'GET /api/company/4/members/': () => jsonResponse(members),
      'POST /api/company/4/members/invite/': () => jsonResponse({ detail: TEAM_MESSAGES.invited }, { status: 201 }),
    });
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') sent.push(JSON.parse(String(init.body)));
      return reply(input, init);
    });
    renderRoute(<TeamSection companyId={4} userId={1} />);
    const email = await screen.findByLabelText('E-mail address');
    fireEvent.change(email, { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(sent).toEqual([]);

    fireEvent.change(email, { target: { value: 'cole@bakes.dev' } });
    expect(screen.queryByText('Invalid email address')).toBeNull();
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'owner' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(sent).toEqual([{ email: 'cole@bakes.dev', role: 'owner' }]));
    expect((await screen.findAllByText(TEAM_MESSAGES.invited)).length).toBeGreaterThan(0);
    await waitFor(() => expect((email as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Role') as HTMLSelectElement).value).toBe('member');
  });

  it("says what the server said when it refuses", async () => {
    fetchMock.mockImplementation(
      routeFetch({
        'GET /api/company/4/members/': () => jsonResponse(members),
        'POST /api/company/4/members/invite/': () => jsonResponse({ email: ['This person is already in your team.'] }, { status: 400 }),
      }),
    );
    renderRoute(<TeamSection companyId={4} userId={1} />);
    fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: 'cole@bakes.dev' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This person is already in your team.');
  });
});

import { COMMUNITY_MESSAGES, type EventAnswer, type Page, type ResourceAnswer, type VolunteerOpportunityAnswer } from '@tandem/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../testing/render';
import { ManageEvents } from './manage-events';
import { ManageOpportunities } from './manage-opportunities';
import { ManageResources } from './manage-resources';

const fetchMock = vi.fn<typeof fetch>();

const page = <T,>(results: T[]): Page<T> => ({ count: results.length, next: null, previous: null, results });

const event: EventAnswer = {
  id: 7,
  title: 'Spring meetup',
  description: '',
  event_type: 'Meetup',
  start_date: '2030-04-01T16:00:00Z',
  end_date: '2030-04-01T18:00:00Z',
  is_online: false,
  location: '',
  city: 'Leeds',
  country: '',
  capacity: null,
  participants_count: 0,
  is_active: true,
  registration_open: true,
  is_full: false,
  places_left: null,
  registered: false,
  tags: [],
  company: 1,
  company_name: 'Tandem',
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

// The form dialogs load on use (or when the page is idle): a press before their code arrives opens them on arrival.
describe("the dashboard's own events, resources and volunteer roles", () => {
  it("opens the new event's form on a press before its code has arrived, and checks it with the contract's rules", async () => {
    fetchMock.mockImplementation(routeFetch({ 'GET /api/events/': () => jsonResponse(page<EventAnswer>([])) }));
    renderRoute(<ManageEvents />);
    fireEvent.click(screen.getByRole('button', { name: 'New event' }));
    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create event' }));
    expect((await within(dialog).findAllByText(COMMUNITY_MESSAGES.required)).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("opens a listed event's form with its values", async () => {
    fetchMock.mockImplementation(routeFetch({ 'GET /api/events/': () => jsonResponse(page([event])) }));
    renderRoute(<ManageEvents />);
    fireEvent.click(await screen.findByRole('button', { name: /^Edit\s*Spring meetup$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveProperty('value', 'Spring meetup');
    expect(within(dialog).getByLabelText('Town or city')).toHaveProperty('value', 'Leeds');
  });

  it("opens the new resource's and the new volunteer role's forms", async () => {
    fetchMock.mockImplementation(
      routeFetch({
        'GET /api/resources/': () => jsonResponse(page<ResourceAnswer>([])),
        'GET /api/volunteer-opportunities/': () => jsonResponse(page<VolunteerOpportunityAnswer>([])),
      }),
    );
    const resources = renderRoute(<ManageResources />);
    fireEvent.click(screen.getByRole('button', { name: 'New resource' }));
    expect(await screen.findByRole('dialog', { name: 'New resource' })).toBeTruthy();
    resources.unmount();
    renderRoute(<ManageOpportunities />);
    fireEvent.click(screen.getByRole('button', { name: 'New volunteer role' }));
    expect(await screen.findByRole('dialog', { name: 'New volunteer role' })).toBeTruthy();
  });
});

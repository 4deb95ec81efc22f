import type { SignedInAnswer } from '@tandem/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../testing/render';
import { AddCompanyRoute } from './add-company';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    routeFetch({
      '/api/session/': () => jsonResponse({ isAuthenticated: true }),
      '/api/whoami/': () => jsonResponse({ id: 9, role: 'recruiter', name: 'Rae', email: 'rae@tandem.dev', company: null, email_verified: true, profile_picture: null } satisfies SignedInAnswer),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/addcompany', () => {
  it('leaves for /orghome on Cancel, even on a first visit with nothing to clear', async () => {
    renderRoute(<AddCompanyRoute />, { path: '/addcompany', otherPaths: ['/orghome'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Page /orghome')).toBeTruthy();
  });

  it('clears a filled form on Cancel and stays, as docs/product.md asks', async () => {
    renderRoute(<AddCompanyRoute />, { path: '/addcompany', otherPaths: ['/orghome'] });
    fireEvent.change(await screen.findByLabelText('Company Name'), { target: { value: 'Northwind' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Company Name')).toHaveProperty('value', '');
    expect(screen.queryByText('Page /orghome')).toBeNull();
  });
});

import { MESSAGES } from '@tandem/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render';
import { LoginForm } from './login-form';

// The login schema's code cannot be downloaded (the browser went offline after the page loaded).
vi.mock('../lib/login-validation', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('LoginForm without its schema', () => {
  it('says the network message and lets the visitor try again, instead of hanging', async () => {
    renderRoute(<LoginForm />, { path: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.login.network);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});

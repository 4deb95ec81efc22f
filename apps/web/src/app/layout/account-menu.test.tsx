import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authKeys } from '../../features/auth';
import type { AuthUser } from '../../features/auth';
import { createTestQueryClient, renderRoute } from '../../testing/render';
import { AccountMenu } from './account-menu';

const nina: AuthUser = { id: 7, role: 'candidate', name: 'Nina Brooks', email: 'nina@tandem.dev', company: null };

function renderMenu(user: AuthUser) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(authKeys.user(), user);
  return renderRoute(<AccountMenu items={[]} />, { queryClient });
}

describe('the profile menu button', () => {
  it('is named by what it shows: the initials, then "Profile menu" (label in name)', () => {
    renderMenu({ ...nina, profile_picture: null });
    const button = screen.getByRole('button', { name: 'NB Profile menu' });
    expect(button.getAttribute('aria-label')).toBeNull();
  });

  it('shows the profile photo instead of the initials once there is one', () => {
    const { container } = renderMenu({ ...nina, profile_picture: '/media/profile_pictures/nina.jpg' });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/profile_pictures/nina.jpg');
    expect(screen.queryByText('NB')).toBeNull();
    expect(screen.getByRole('button', { name: 'Profile menu' })).toBeTruthy();
  });
});

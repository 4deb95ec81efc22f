import { UI_MESSAGES } from '@tandem/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../../testing/render';
import { EditProfileForm } from './edit-profile-form';
import { priya, priyaFormValues } from './edit-profile-test-values';
import { SkillPicker } from './skill-picker';

// The rules' code cannot be downloaded (the browser went offline after the page loaded).
vi.mock('../../lib/edit-profile-schema', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('../../lib/skill-validation', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'csrftoken=t; path=/';
  fetchMock.mockImplementation(routeFetch({ 'GET /api/skill/': () => jsonResponse({ count: 0, next: null, previous: null, results: [] }) }));
});
afterEach(() => vi.unstubAllGlobals());

describe('/editprofile without its rules', () => {
  it('says Save could not check the form, and sends nothing', async () => {
    renderRoute(<EditProfileForm user={priya} applicationId={7} initialValues={priyaFormValues()} />, { path: '/editprofile' });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Developer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findAllByText(UI_MESSAGES.common.rulesNotLoaded)).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH' || init?.method === 'PUT')).toBe(false);
  });

  it('says Add skill could not check the skill, and adds nothing', async () => {
    const onAdd = vi.fn(async () => true);
    render(<SkillPicker catalogue={[{ id: 1, name: 'Java', aliases: [] }]} taken={[]} onAdd={onAdd} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Skill' }), { target: { value: 'Java' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add skill' }));
    expect((await screen.findByRole('alert')).textContent).toBe(UI_MESSAGES.common.rulesNotLoaded);
    expect(onAdd).not.toHaveBeenCalled();
  });
});

import type { ImportDraft } from '@tandem/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../../testing/render';
import { blankEducation, blankExperience, type EditProfileForm } from '../../lib/edit-profile-values';
import { ImportSection } from './import-section';

const fetchMock = vi.fn<typeof fetch>();

const draft = {
  source: 'pdf',
  personal: { name: 'Priya Patel', title: '', phone_number: '', address: '' },
  links: { linkedin: '', github: '', portfolio: '' },
  education: [],
  experience: [
    { company: 'Beta Systems plc', duration: 'Junior Developer', city: '', country: '', start_date: '2018-01-01', end_date: '2019-12-31', responsibilities: '' },
  ],
  skills: [{ name: 'Git', score: 6, evidence: 'Git every day.' }],
  not_imported: [],
} satisfies ImportDraft;

function WithForm({ children }: { children: ReactNode }) {
  const form = useForm<EditProfileForm>({
    defaultValues: {
      personal: { name: '', title: '', phone_number: '', street: '', city: '', state: '', zip: '', country: '', linkedin: '', github: '', portfolio: '' },
      educations: [blankEducation()],
      experiences: [blankExperience()],
    },
  });
  return <FormProvider {...form}>{children}</FormProvider>;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'csrftoken=t; path=/';
  fetchMock.mockImplementation(
    routeFetch({
      'POST /api/profile/import/': () => jsonResponse(draft),
      'GET /api/skill/': () => jsonResponse({ count: 0, next: null, previous: null, results: [] }),
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function readTheFile() {
  renderRoute(
    <WithForm>
      <ImportSection applicationId={7} offered={false} />
    </WithForm>,
  );
  fireEvent.change(await screen.findByLabelText('Résumé or LinkedIn export'), {
    target: { files: [new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' })] },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Read file' }));
  const heading = await screen.findByRole('heading', { name: 'Review what we read from your PDF résumé' });
  await waitFor(() => expect(document.activeElement).toBe(heading));
}

describe('the import review', () => {
  it('takes the focus to its heading once, when the file has been read', async () => {
    await readTheFile();
  });

  it('leaves the focus in the field being typed in, and on the box being unticked', async () => {
    await readTheFile();
    const junior = screen.getByRole('group', { name: 'Experience from the file: Junior Developer at Beta Systems plc' });
    const title = within(junior).getByLabelText('Job title');
    title.focus();
    fireEvent.change(title, { target: { value: 'W' } });
    expect(await screen.findByDisplayValue('W')).toBe(title);
    expect(document.activeElement).toBe(title);

    const git = screen.getByLabelText('Keep Git (proficiency 6 of 10)');
    git.focus();
    fireEvent.click(git);
    await waitFor(() => expect((git as HTMLInputElement).checked).toBe(false));
    expect(document.activeElement).toBe(git);
  });
});

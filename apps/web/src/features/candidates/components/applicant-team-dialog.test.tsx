import type { ApplicationEventAnswer, ApplicationNoteAnswer, SkillRatingsAnswer } from '@tandem/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobApplication } from '../../../testing/fixtures';
import { jsonResponse, renderRoute, routeFetch } from '../../../testing/render';
import { CANDIDATE_MESSAGES } from '../lib/messages';
import { ApplicantTeamButton } from './applicant-team-button';

const application = jobApplication({ status: 'screening', replied_at: '2030-01-03T10:00:00.000Z' });

const unrated: SkillRatingsAnswer = { results: [{ skill: 'Python', mine: null, average: null, count: 0 }] };

/** The PUT of a rating, held until the test answers it (the answer may come before the request). */
let answerRating: (response: Response) => void = () => undefined;

beforeEach(() => {
  const ratingAnswer = new Promise<Response>((resolve) => (answerRating = resolve));
  document.cookie = 'csrftoken=t; path=/';
  vi.stubGlobal(
    'fetch',
    vi.fn(
      routeFetch({
        'GET /api/job-applications/5/ratings/': () => jsonResponse(unrated),
        'GET /api/job-applications/5/notes/': () => jsonResponse([] satisfies ApplicationNoteAnswer[]),
        'GET /api/job-applications/5/events/': () => jsonResponse([] satisfies ApplicationEventAnswer[]),
        'PUT /api/job-applications/5/ratings/': () => ratingAnswer,
      }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function pythonRatings() {
  // The button opens the dialog once its code has loaded (it loads after the screen).
  renderRoute(<ApplicantTeamButton application={application} />);
  fireEvent.click(screen.getByRole('button', { name: 'Notes and history of Alex Rivera' }));
  return within(await screen.findByRole('group', { name: /^Python/ }));
}

describe('ApplicantTeamDialog ratings', () => {
  it('checks a chosen rating in the same event, before the server answers, and keeps it once saved', async () => {
    const python = await pythonRatings();
    fireEvent.click(python.getByRole('radio', { name: '4' }));
    // No waiting: a controlled radio that only followed the mutation's state flipped back here for a tick.
    expect((python.getByRole('radio', { name: '4' }) as HTMLInputElement).checked).toBe(true);
    answerRating(jsonResponse({ results: [{ skill: 'Python', mine: 4, average: 4, count: 1 }] } satisfies SkillRatingsAnswer));
    expect(await python.findByText('Team average 4 (1 rating)')).toBeDefined();
    expect((python.getByRole('radio', { name: '4' }) as HTMLInputElement).checked).toBe(true);
  });

  it('puts the stored rating back and says so when the server refuses it', async () => {
    const python = await pythonRatings();
    fireEvent.click(python.getByRole('radio', { name: '2' }));
    answerRating(jsonResponse({ detail: 'Server error.' }, { status: 500 }));
    expect(await screen.findByText(CANDIDATE_MESSAGES.rateFailed)).toBeDefined();
    await waitFor(() => expect(python.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false));
  });
});

import type { CatalogueSkillAnswer, Page } from '@tandem/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../testing/render';
import { SkillsInput } from './skills-input';

const fetchMock = vi.fn<typeof fetch>();
const python = { id: 1, name: 'Python', aliases: ['py'], category: 1, category_name: 'IT' } satisfies CatalogueSkillAnswer;

function Harness() {
  const [skills, setSkills] = useState<string[]>([]);
  return <SkillsInput value={skills} onChange={setSkills} description="" />;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(
    routeFetch({
      '/api/matching-skills/': () => jsonResponse({ count: 1, next: null, previous: null, results: [python] } satisfies Page<CatalogueSkillAnswer>),
      '/api/matching/extract-skills/': () => jsonResponse({ skills: [] }),
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the job skills combobox', () => {
  it('adds a skill chosen from the catalogue list', async () => {
    renderRoute(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Add a skill' });
    fireEvent.change(box, { target: { value: 'Pyt' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Python' }));
    expect(screen.getByRole('list', { name: 'Chosen skills' }).textContent).toContain('Python');
  });

  it('offers the nearest catalogue skills for a word outside the catalogue, and adds none by itself', async () => {
    renderRoute(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Add a skill' });
    fireEvent.change(box, { target: { value: 'Pyth' } });
    await screen.findByRole('option', { name: 'Python' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toContain("'Pyth' is not in the skill list. Did you mean one of these?");
    expect(screen.queryByRole('list', { name: 'Chosen skills' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Python' }));
    expect(screen.getByRole('list', { name: 'Chosen skills' }).textContent).toContain('Python');
  });

  it("refuses a word near no skill with 'Choose a skill from the list'", async () => {
    fetchMock.mockImplementation(
      routeFetch({ '/api/matching-skills/': () => jsonResponse({ count: 0, next: null, previous: null, results: [] } satisfies Page<CatalogueSkillAnswer>) }),
    );
    renderRoute(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Add a skill' });
    // Past the box's 250 ms pause on fake time, so Enter takes the settled search's path, not a sleep's guess.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(box, { target: { value: 'Underwater basket weaving' } });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(250);
      });
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('Underwater'))).toBe(true));
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      "'Underwater basket weaving' is not in the skill list. Choose a skill from the list.",
    );
  });
});

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SkillPicker } from './skill-picker';

const catalogue = [
  { id: 1, name: 'JavaScript', aliases: ['JS'] },
  { id: 2, name: 'Java', aliases: [] },
  { id: 3, name: 'React', aliases: [] },
];

const setup = (taken: string[] = []) => {
  const onAdd = vi.fn(async (_skill: { name: string; score: number }) => true);
  render(<SkillPicker catalogue={catalogue} taken={taken} onAdd={onAdd} />);
  return { onAdd, box: screen.getByRole('combobox', { name: 'Skill' }) };
};

describe('skill picker', () => {
  it('offers catalogue skills matching the text without regard to case, and adds the chosen one at 5', async () => {
    const { onAdd, box } = setup();
    fireEvent.change(box, { target: { value: 'JAV' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['JavaScript', 'Java']);
    fireEvent.click(screen.getByRole('option', { name: 'Java' }));
    expect((box as HTMLInputElement).value).toBe('Java');
    expect((screen.getByRole('slider', { name: 'Proficiency' }) as HTMLInputElement).value).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'Add skill' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith({ name: 'Java', score: 5 }));
  });

  it('sets the level out of 10 with the slider, shows it and adds the skill at it', async () => {
    const { onAdd, box } = setup();
    const slider = screen.getByRole('slider', { name: 'Proficiency' }) as HTMLInputElement;
    // A native range input: the browser moves it with the arrow keys (e2e/specs/candidate-profile.spec.ts presses
    // them); jsdom has no such default action, so the test moves it as the browser then does, by its value.
    expect([slider.min, slider.max, slider.step]).toEqual(['0', '10', '1']);
    fireEvent.change(slider, { target: { value: '8' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('8 out of 10');
    expect(screen.getByText('8/10')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'React' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add skill' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith({ name: 'React', score: 8 }));
  });

  it('moves through the suggestions with the arrow keys and picks with Enter', () => {
    const { box } = setup();
    fireEvent.change(box, { target: { value: 'java' } });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Java' }).id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((box as HTMLInputElement).value).toBe('Java');
  });

  it('names a typed skill by its catalogue name, even by an alias', async () => {
    const { onAdd, box } = setup();
    fireEvent.change(box, { target: { value: 'js' } });
    fireEvent.keyDown(box, { key: 'Escape' });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith({ name: 'JavaScript', score: 5 }));
  });

  it('refuses a skill outside the catalogue, and one already on the profile', async () => {
    const { onAdd, box } = setup(['react']);
    fireEvent.change(box, { target: { value: 'Basket weaving' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add skill' }));
    expect(
      await screen.findByText('Choose a skill from the list: this one is not in the skill catalogue.'),
    ).toBeTruthy();
    fireEvent.change(box, { target: { value: 'REACT' } });
    expect(screen.queryByRole('option', { name: 'React' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add skill' }));
    expect(await screen.findByText('This skill is already on your profile.')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
  });
});

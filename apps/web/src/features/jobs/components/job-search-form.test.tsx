import { fieldTooLong } from '@tandem/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { JobSearchValues } from '../lib/job-search-schema';
import { JobSearchForm } from './job-search-form';

const EMPTY: JobSearchValues = { search: '', location: '', jobType: '', remote: false };

function renderForm(defaultValues: JobSearchValues = EMPTY) {
  const onSearch = vi.fn<(values: JobSearchValues) => void>();
  render(<JobSearchForm defaultValues={defaultValues} onSearch={onSearch} submitLabel="Find jobs" />);
  return onSearch;
}

const keyword = () => screen.getByLabelText('Keyword') as HTMLInputElement;
const location = () => screen.getByLabelText('Location') as HTMLInputElement;

describe('JobSearchForm', () => {
  it('searches with the trimmed keyword and location, the job type and remote only', async () => {
    const onSearch = renderForm();
    const user = userEvent.setup();
    await user.type(keyword(), '  React  ');
    await user.type(location(), ' Leeds ');
    await user.selectOptions(screen.getByLabelText('Job type'), 'part-time');
    await user.click(screen.getByLabelText('Remote only'));
    await user.click(screen.getByRole('button', { name: 'Find jobs' }));
    expect(onSearch).toHaveBeenCalledWith({ search: 'React', location: 'Leeds', jobType: 'part-time', remote: true });
  });

  it('starts from the search it is given', () => {
    renderForm({ search: 'nurse', location: 'York', jobType: 'contract', remote: true });
    expect(keyword().value).toBe('nurse');
    expect(location().value).toBe('York');
    expect((screen.getByLabelText('Job type') as HTMLSelectElement).value).toBe('contract');
    expect((screen.getByLabelText('Remote only') as HTMLInputElement).checked).toBe(true);
  });

  it("refuses a keyword over 200 characters with the contract's message, focused, and clears it once it is short enough", async () => {
    const onSearch = renderForm();
    fireEvent.change(keyword(), { target: { value: 'a'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Find jobs' }));
    expect(await screen.findByText(fieldTooLong(200))).toBeTruthy();
    expect(keyword().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(keyword());
    expect(onSearch).not.toHaveBeenCalled();

    fireEvent.change(keyword(), { target: { value: 'a'.repeat(200) } });
    expect(screen.queryByText(fieldTooLong(200))).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Find jobs' }));
    expect(onSearch).toHaveBeenCalledWith({ ...EMPTY, search: 'a'.repeat(200) });
  });

  it('refuses a location over 100 characters', () => {
    const onSearch = renderForm();
    fireEvent.change(location(), { target: { value: 'b'.repeat(101) } });
    fireEvent.click(screen.getByRole('button', { name: 'Find jobs' }));
    expect(screen.getByText(fieldTooLong(100))).toBeTruthy();
    expect(document.activeElement).toBe(location());
    expect(onSearch).not.toHaveBeenCalled();
  });
});

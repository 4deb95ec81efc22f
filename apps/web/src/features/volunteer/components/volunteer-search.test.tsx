import { fieldTooLong } from '@tandem/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_VOLUNTEER_QUERY, type VolunteerQuery } from '../lib/volunteer-filters';
import { VolunteerSearch } from './volunteer-search';

function renderSearch(value: VolunteerQuery = DEFAULT_VOLUNTEER_QUERY) {
  const onChange = vi.fn<(query: VolunteerQuery) => void>();
  render(<VolunteerSearch value={value} locations={['Any', 'Remote', 'Leeds']} onChange={onChange} />);
  return onChange;
}

const searchBox = () => screen.getByLabelText('Search opportunities') as HTMLInputElement;

describe('VolunteerSearch', () => {
  it('searches with the trimmed text on Search, and a filter applies as soon as it is chosen, with the text', async () => {
    const onChange = renderSearch();
    const user = userEvent.setup();
    await user.type(searchBox(), '  poster  ');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_VOLUNTEER_QUERY, search: 'poster' });
    await user.selectOptions(screen.getByLabelText('Location'), 'Leeds');
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_VOLUNTEER_QUERY, search: 'poster', location: 'Leeds' });
  });

  it("refuses a search over 200 characters with the contract's message, focused, and sends nothing", async () => {
    const onChange = renderSearch();
    fireEvent.change(searchBox(), { target: { value: 'x'.repeat(201) } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText(fieldTooLong(200))).toBeDefined();
    expect(document.activeElement).toBe(searchBox());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('starts from the query it is given, and Clear puts every field back to no filter', async () => {
    const onChange = renderSearch({ search: 'garden', location: 'Remote', commitment: DEFAULT_VOLUNTEER_QUERY.commitment, category: DEFAULT_VOLUNTEER_QUERY.category });
    expect(searchBox().value).toBe('garden');
    expect((screen.getByLabelText('Location') as HTMLSelectElement).value).toBe('Remote');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear' }));
    expect(searchBox().value).toBe('');
    expect((screen.getByLabelText('Location') as HTMLSelectElement).value).toBe('Any');
    expect(onChange).toHaveBeenCalledWith(DEFAULT_VOLUNTEER_QUERY);
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderRoute } from '../../../testing/render';
import { CompanyForm } from './company-form';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => screen.getByRole('button', { name: 'Save' });

describe('CompanyForm', () => {
  it('keeps Save disabled until a name and an address are filled', () => {
    renderRoute(<CompanyForm onSave={vi.fn()} failureMessage={(words) => words} />);
    expect(save()).toHaveProperty('disabled', true);
    fill('Company Name', 'Northwind');
    expect(save()).toHaveProperty('disabled', true);
    fill('Address', '1 Market Street');
    expect(save()).toHaveProperty('disabled', false);
  });

  it('clears every field on Cancel', () => {
    renderRoute(<CompanyForm onSave={vi.fn()} failureMessage={(words) => words} />);
    fill('Company Name', 'Northwind');
    fill('Contact Email', 'hello@northwind.dev');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Company Name')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Contact Email')).toHaveProperty('value', '');
  });

  it('asks for the contact details the full form needs, and a real website', async () => {
    const onSave = vi.fn();
    renderRoute(<CompanyForm onSave={onSave} failureMessage={(words) => words} />);
    fill('Company Name', 'Northwind');
    fill('Address', '1 Market Street');
    fill('Website', 'not a url');
    fireEvent.click(save());
    await waitFor(() => expect(screen.getByLabelText('Contact Email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Website').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends only name and address in the short form', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderRoute(<CompanyForm short onSave={onSave} failureMessage={(words) => words} />);
    expect(screen.queryByLabelText('Contact Email')).toBeNull();
    fill('Company Name', ' Northwind ');
    fill('Address', '1 Market Street');
    fireEvent.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Northwind', address: '1 Market Street' }));
  });

  it("puts the server's field messages under their fields and the rest above the form", async () => {
    const onSave = vi.fn().mockRejectedValue(
      new ApiError({ status: 400, statusText: 'Bad Request', body: { name: ['Too long.'], non_field_errors: ['Your account already has a company.'] } }),
    );
    renderRoute(<CompanyForm short onSave={onSave} failureMessage={(words) => `Failed: ${words}`} />);
    fill('Company Name', 'Northwind');
    fill('Address', '1 Market Street');
    fireEvent.click(save());
    expect(await screen.findByText('Too long.')).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('Failed: Your account already has a company.');
  });

  it('marks every field the full form needs as required, and only those', () => {
    renderRoute(<CompanyForm onSave={vi.fn()} failureMessage={(words) => words} />);
    for (const label of ['Company Name', 'Contact Email', 'Contact Number', 'Address']) {
      expect(screen.getByLabelText(label).getAttribute('aria-required'), label).toBe('true');
    }
    expect(screen.getByLabelText('Website').getAttribute('aria-required')).toBeNull();
    expect(screen.getByText(/are required/)).toBeTruthy();
  });

  it('takes a website without https:// and adds it', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderRoute(<CompanyForm onSave={onSave} failureMessage={(words) => words} />);
    fill('Company Name', 'Northwind');
    fill('Contact Email', 'hello@northwind.dev');
    fill('Contact Number', '0113 496 0000');
    fill('Address', '1 Market Street');
    fill('Website', 'northwind.dev');
    fireEvent.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ website: 'https://northwind.dev' });
  });
});

import { PAY_RANGE_MESSAGES, type CatalogueSkillAnswer, type Page } from '@tandem/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../testing/render';
import { EMPTY_JOB_FORM } from '../lib/job-form';
import { JobForm } from './job-form';

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn<typeof fetch>(routeFetch({
    '/api/matching-skills/': () => jsonResponse({ count: 0, next: null, previous: null, results: [] } satisfies Page<CatalogueSkillAnswer>),
    '/api/matching/extract-skills/': () => jsonResponse({ skills: [] }),
  })));
});
afterEach(() => vi.unstubAllGlobals());

describe('the job form', () => {
  const renderForm = (payRangeRequired = true) =>
    renderRoute(<JobForm initialValues={EMPTY_JOB_FORM} companyName="Corner Cafe" isEditing={false} onSave={vi.fn()} onCancel={vi.fn()} payRangeRequired={payRangeRequired} />);

  it('offers part-time, contract and temporary work beside the other types', () => {
    renderForm();
    const options = Array.from((screen.getByLabelText('Job Type') as HTMLSelectElement).options).map((option) => option.text);
    expect(options).toEqual(['Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship', 'Volunteering']);
  });

  it('shows no salary fields for a volunteering role, and shows them again for paid work', () => {
    renderForm();
    expect(screen.getByLabelText('Salary Min')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Job Type'), { target: { value: 'volunteering' } });
    expect(screen.queryByLabelText('Salary Min')).toBeNull();
    expect(screen.queryByLabelText('Salary Max')).toBeNull();
    fireEvent.change(screen.getByLabelText('Job Type'), { target: { value: 'contract' } });
    expect(screen.getByLabelText('Salary Max')).toBeTruthy();
  });

  it('asks a paid job for its pay range with the messages of the route', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText(/Salary Min/), { target: { value: '24000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText(PAY_RANGE_MESSAGES.max)).toBeTruthy();
    expect(screen.queryByText(PAY_RANGE_MESSAGES.min)).toBeNull();
  });

  it('asks nothing of the pay when PAY_RANGE_REQUIRED is false', async () => {
    renderForm(false);
    fireEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(0));
    expect(screen.queryByText(PAY_RANGE_MESSAGES.max)).toBeNull();
    expect(screen.queryByText(PAY_RANGE_MESSAGES.min)).toBeNull();
  });

  it('offers US dollars beside pounds and euros', () => {
    renderForm();
    const options = Array.from((screen.getByLabelText('Currency') as HTMLSelectElement).options).map((option) => option.text);
    expect(options).toEqual(['Pounds (£)', 'Euros (€)', 'US dollars ($)']);
  });

  it('points out gender-coded words in the title and description and offers neutral ones', async () => {
    renderForm();
    expect(screen.queryByText('Some words may put people off applying')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Job Title/), { target: { value: 'Competitive sales lead' } });
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'Join a supportive team.' } });
    const hint = (await screen.findByText('Some words may put people off applying')).parentElement as HTMLElement;
    expect(hint.textContent).toContain("Some masculine-coded words: 'Competitive' (try 'skilled' or 'capable'), 'lead' (try 'guide' or 'coordinate' or 'head').");
    expect(hint.textContent).toContain("A feminine-coded word: 'supportive' (try 'help' or 'work with').");
  });
});

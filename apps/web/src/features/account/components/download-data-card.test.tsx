import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render';
import { DownloadDataCard } from './download-data-card';

describe('DownloadDataCard', () => {
  it('offers the JSON export and the zip with the résumé, each as a download', () => {
    renderRoute(<DownloadDataCard />);
    const json = screen.getByRole('link', { name: 'Download my data' });
    const zip = screen.getByRole('link', { name: 'Download with my résumé (.zip)' });
    expect(json.getAttribute('href')).toBe('/api/account/export/');
    expect(zip.getAttribute('href')).toBe('/api/account/export/archive/');
    expect(json.hasAttribute('download') && zip.hasAttribute('download')).toBe(true);
    expect(screen.getByText(/At most 5 downloads an hour/)).toBeTruthy();
  });
});

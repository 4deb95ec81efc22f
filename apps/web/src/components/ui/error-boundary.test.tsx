import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('boom');
}

beforeEach(() => {
  // React reports the caught error on the console; keep the test output clean.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('screen error boundary', () => {
  it("shows docs/product.md's fatal message when the screen crashes", () => {
    render(
      <ScreenErrorBoundary>
        <Broken />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Oops! Something went wrong.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the screen when nothing goes wrong', () => {
    render(
      <ScreenErrorBoundary>
        <p>Fine</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('Fine')).toBeTruthy();
  });
});

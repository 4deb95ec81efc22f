import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './index';

function Trigger() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.success('Profile saved!')}>
      Save
    </button>
  );
}

const renderWithToasts = () =>
  render(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  );

/** Shows a toast and waits for the toast region's code, which loads with the first toast (or when idle). */
async function showToast() {
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await act(() => vi.dynamicImportSettled());
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast', () => {
  it('counts down 2% every 40 ms and closes itself after about 2 s', async () => {
    renderWithToasts();
    await showToast();
    expect(screen.getAllByText('Profile saved!').length).toBeGreaterThan(0);

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('toast-countdown').style.width).toBe('50%');

    act(() => {
      vi.advanceTimersByTime(900);
    });
    expect(screen.queryByTestId('toast-countdown')).not.toBeNull();

    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByTestId('toast-countdown')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryAllByText('Profile saved!')).toHaveLength(0);
  });

  it('closes at once with its close button', async () => {
    renderWithToasts();
    await showToast();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByTestId('toast-countdown')).toBeNull();
  });
});

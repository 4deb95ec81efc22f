import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSaveState } from './use-save-state';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('save button state', () => {
  it('goes saving, then saved for 3 s, then idle', async () => {
    const { result } = renderHook(() => useSaveState());
    let finish: (ok: boolean) => void = () => {};
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(() => new Promise<boolean>((resolve) => (finish = resolve)));
    });
    expect(result.current.state).toBe('saving');
    await act(async () => {
      finish(true);
      await running;
    });
    expect(result.current.state).toBe('saved');
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(result.current.state).toBe('saved');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.state).toBe('idle');
  });

  it('goes back to idle at once when the save fails', async () => {
    const { result } = renderHook(() => useSaveState());
    await act(() => result.current.run(async () => false));
    expect(result.current.state).toBe('idle');
  });
});

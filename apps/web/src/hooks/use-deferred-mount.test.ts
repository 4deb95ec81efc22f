import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredMount } from './use-deferred-mount';

describe('mounting with the answer, deferred', () => {
  it('says mount only in a render after the one in which the data became ready', async () => {
    const seen: boolean[] = [];
    const { rerender } = renderHook(
      ({ ready }) => {
        const mount = useDeferredMount(ready);
        seen.push(mount);
        return mount;
      },
      { initialProps: { ready: false } },
    );
    seen.length = 0;
    await act(async () => rerender({ ready: true }));
    // The render the answer caused keeps the spinner; the deferred one mounts.
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('mounts at once where the content needs no wait, and never before the data is ready', () => {
    expect(renderHook(() => useDeferredMount(true, true)).result.current).toBe(true);
    expect(renderHook(() => useDeferredMount(false, true)).result.current).toBe(false);
  });
});

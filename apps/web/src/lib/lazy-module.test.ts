import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';

describe('lazyModule', () => {
  it('downloads once for every caller and keeps the module', async () => {
    const importer = vi.fn(() => Promise.resolve({ answer: 42 }));
    const module = lazyModule(importer);
    expect(module.current).toBeUndefined();

    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect(first).toBe(second);
    expect(module.current).toEqual({ answer: 42 });
    await module.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed download, so the next request tries again', async () => {
    const importer = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ answer: 42 });
    const module = lazyModule(importer);

    await expect(module.load()).rejects.toThrow('offline');
    expect(module.current).toBeUndefined();
    await expect(module.load()).resolves.toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

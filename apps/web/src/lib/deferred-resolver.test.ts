import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { deferredResolver } from './deferred-resolver';
import { lazyModule } from './lazy-module';

interface Values {
  email: string;
}

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;

describe('deferredResolver', () => {
  it("waits for the module, then answers with the resolver it holds", async () => {
    const inner = vi.fn<Resolver<Values, unknown, Values>>(async (values) => ({ values, errors: {} }));
    const validation = deferredResolver(lazyModule(async () => ({ inner })), (loaded) => loaded.inner, 'Network issue.');
    const result = await validation.resolver({ email: 'a@b.co' }, undefined, OPTIONS);
    expect(result).toEqual({ values: { email: 'a@b.co' }, errors: {} });
    expect(inner).toHaveBeenCalledOnce();
  });

  it('fails the submit with the offline message when the module cannot load, and tries again on the next', async () => {
    const inner: Resolver<Values, unknown, Values> = async (values) => ({ values, errors: {} });
    const importer = vi
      .fn<() => Promise<{ inner: typeof inner }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({ inner });
    const validation = deferredResolver(lazyModule(importer), (loaded) => loaded.inner, 'Network issue.');
    expect(await validation.resolver({ email: '' }, undefined, OPTIONS)).toEqual({
      values: {},
      errors: { root: { server: { type: 'network', message: 'Network issue.' } } },
    });
    expect(await validation.resolver({ email: 'x@y.co' }, undefined, OPTIONS)).toEqual({ values: { email: 'x@y.co' }, errors: {} });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

import { ReportInput } from '@tandem/contract';
import { describe, expect, it, vi } from 'vitest';
import { deferredSchema } from './deferred-schema';
import { lazyModule } from './lazy-module';

type Loaded = { ReportInput: typeof ReportInput };

describe('deferredSchema', () => {
  it("checks with the contract's schema once its module has loaded: its data, or its own messages", async () => {
    const rules = deferredSchema(lazyModule<Loaded>(async () => ({ ReportInput })), (loaded) => loaded.ReportInput);
    const good = await rules.safeParse({ target_type: 'job', target_id: 3, reason: 'scam', details: '' });
    expect(good?.success && good.data).toMatchObject({ target_type: 'job', target_id: 3, reason: 'scam' });
    const bad = await rules.safeParse({ target_type: 'job', target_id: 3, reason: '', details: '' });
    expect(bad?.success).toBe(false);
    expect(bad?.error?.issues.map((issue) => issue.path[0])).toContain('reason');
  });

  it('answers null while the module cannot be downloaded, and tries again on the next check', async () => {
    const importer = vi.fn<() => Promise<Loaded>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ ReportInput });
    const rules = deferredSchema(lazyModule(importer), (loaded) => loaded.ReportInput);
    expect(await rules.safeParse({ target_type: 'job', target_id: 3, reason: 'scam' })).toBeNull();
    expect((await rules.safeParse({ target_type: 'job', target_id: 3, reason: 'scam' }))?.success).toBe(true);
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

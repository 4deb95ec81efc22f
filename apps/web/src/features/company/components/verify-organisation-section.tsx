import { UI_MESSAGES, VERIFICATION_MESSAGES } from '@tandem/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { isApiError } from '../../../lib/api-client';
import { usePreloadWhenIdle } from '../../../lib/deferred-resolver';
import { deferredSchema } from '../../../lib/deferred-schema';
import { lazyModule } from '../../../lib/lazy-module';
import { useRequestVerification, useVerification } from '../api/verification';

// The address is checked with the contract's rule, which loads with zod when the page is idle (lib/deferred-schema.ts):
// zod is not part of /orgprofile's first load. A send before the rule arrives waits for it.
const rules = deferredSchema(lazyModule(() => import('../lib/verification-schemas')), (loaded) => loaded.CompanyVerifyRequest);

/**
 * Verify the organisation (docs/product.md section C20): a member types an address at the website's domain and
 * follows the link e-mailed there. Public e-mail providers cannot verify (the server's message says so).
 */
export function VerifyOrganisationSection({ companyId }: { companyId: number }) {
  const status = useVerification(companyId);
  const request = useRequestVerification(companyId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | undefined>();
  usePreloadWhenIdle(rules);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await rules.safeParse({ email });
    if (!checked) {
      setError(UI_MESSAGES.common.rulesNotLoaded);
      return;
    }
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    request.mutate(checked.data.email, {
      onSuccess: (answer) => setSent(answer.detail),
      onError: (failure) => setError(isApiError(failure) ? Object.values(failure.fieldErrors).flat().join(' ') || failure.message : failure.message),
    });
  };

  const data = status.data;
  return (
    <Card aria-labelledby="verification-title" className="space-y-3">
      <CardTitle id="verification-title">Verified organisation</CardTitle>
      {data?.verified ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
          <VerifiedBadge verified />
          <span>Confirmed with an address at {data.verified_domain}. Candidates see the badge beside your jobs.</span>
        </p>
      ) : data?.domain ? (
        <form noValidate onSubmit={(event) => void submit(event)} onFocus={rules.preload} className="space-y-3">
          <p className="text-sm text-slate-800">
            Confirm an address at {data.domain}, your website’s domain, and candidates see “{VERIFICATION_MESSAGES.badge}” beside your jobs.
          </p>
          <Field label="Work e-mail address" error={error} hint={`An address ending in @${data.domain}`}>
            {(field) => <Input {...field} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />}
          </Field>
          {sent ? <p role="status" className="text-sm text-green-800">{sent}</p> : null}
          <Button type="submit" isPending={request.isPending} pendingText="Sending…">
            Send the link
          </Button>
        </form>
      ) : data ? (
        <p className="text-sm text-slate-800">{VERIFICATION_MESSAGES.noWebsite}</p>
      ) : null}
    </Card>
  );
}

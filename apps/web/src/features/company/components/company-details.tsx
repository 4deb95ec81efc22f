import { RECORD_MESSAGES } from '@tandem/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import { useCompany } from '../api/get-company';
import { COMPANY_MESSAGES } from '../lib/messages';
import { ReplyRecord } from '../../jobs';
import { LogoPicker } from './logo-picker';

// The edit form (react-hook-form, zod and the company's rules) loads when the page is idle or Edit company is
// pressed: most visits only read the details, and /orgprofile's first load was over its budget with it.
const editForm = lazyModule(() => import('./company-edit-form'));

function Detail({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900">{children || 'Not given'}</dd>
    </div>
  );
}

/**
 * What the organisation gave on /addcompany, shown again and editable, with its logo. The name can be mended here
 * (a typo made when adding it); the profile forms below show it read-only (docs/product.md).
 */
export function CompanyDetails({ companyId }: { companyId: number }) {
  const company = useCompany(companyId);
  const [editing, setEditing] = useState(false);
  const [loadedEditForm, requestEditForm] = useLazyModule(editForm);
  return (
    <Card aria-labelledby="company-details-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="company-details-title">Company details</CardTitle>
        {company.data && !editing && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              requestEditForm();
              setEditing(true);
            }}
          >
            Edit company
          </Button>
        )}
      </div>
      {company.isPending ? (
        <div role="status" aria-label="Loading your company" className="space-y-3">
          <Skeleton className="h-20 w-20" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : company.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger-700">
          {COMPANY_MESSAGES.loadFailed}
          <Button variant="outline" size="sm" onClick={() => void company.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <LogoPicker companyId={company.data.id} name={company.data.name} logo={company.data.logo} />
          {editing && loadedEditForm ? (
            <loadedEditForm.CompanyEditForm company={company.data} onDone={() => setEditing(false)} />
          ) : editing ? (
            <Spinner label="Loading the company form" />
          ) : (
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <Detail term="Company Name">{company.data.name}</Detail>
              <Detail term="Contact Email">{company.data.email ?? ''}</Detail>
              <Detail term="Contact Number">{company.data.phone_number ?? ''}</Detail>
              <Detail term="Website">{company.data.website}</Detail>
              <Detail term="Address">{company.data.address}</Detail>
            </dl>
          )}
          <section aria-labelledby="company-record-title" className="space-y-1 border-t border-slate-100 pt-4">
            <h3 id="company-record-title" className="text-sm font-semibold text-slate-900">
              {RECORD_MESSAGES.title}
            </h3>
            <ReplyRecord rate={company.data.response_rate} medianDays={company.data.median_reply_days} variant="full" />
          </section>
        </>
      )}
    </Card>
  );
}

import { REPORT_REASON_LABELS, type AdminCompanyAnswer, type AdminReportAnswer, type AdminUserAnswer } from '@tandem/contract';
import { useDeferredValue, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAdminCompanies, useAdminReports, useAdminUsers, useAuditLog, useOperatorVerification, useResolveReport, useSuspension, type SuspensionTarget } from '../api/admin';
import { HeldJobsPanel } from '../../held-jobs';
import { ListState } from '../components/list-state';
import { ReasonAction } from '../components/reason-action';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const TARGET_WORDS = { job: 'Job', company: 'Organisation', message: 'Message', user: 'Person' } as const;

function SuspendOrRestore({ target, id, name, suspended }: { target: SuspensionTarget; id: number; name: string; suspended: boolean }) {
  const suspension = useSuspension();
  const organisation = target === 'companies';
  if (suspended) {
    return (
      <ReasonAction
        label="Restore"
        title={`Restore ${name}?`}
        description={organisation ? 'Its members can sign in again and its jobs come back to every list.' : 'They can sign in again.'}
        confirmLabel="Restore"
        done={`${name} is restored.`}
        run={(reason) => suspension.mutateAsync({ target, id, action: 'restore', reason })}
      />
    );
  }
  return (
    <ReasonAction
      label="Suspend"
      variant="danger"
      title={`Suspend ${name}?`}
      description={
        organisation
          ? 'Its jobs leave every list, page, feed and ranking at once, and its members are signed out and cannot sign in until you restore it.'
          : 'They are signed out everywhere at once and cannot sign in until you restore them.'
      }
      confirmLabel={organisation ? 'Suspend the organisation' : 'Suspend the account'}
      done={`${name} is suspended.`}
      run={(reason) => suspension.mutateAsync({ target, id, action: 'suspend', reason })}
    />
  );
}

function ReportCard({ report }: { report: AdminReportAnswer }) {
  const resolve = useResolveReport();
  const label = report.target_label ?? `${TARGET_WORDS[report.target_type]} ${report.target_id} (gone)`;
  return (
    <Card className="space-y-3" aria-label={`Report about ${label}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="info">{TARGET_WORDS[report.target_type]}</Badge>
        <Badge tone="warning">{REPORT_REASON_LABELS[report.reason]}</Badge>
        {report.target_hidden && <Badge tone="danger">Hidden by reports</Badge>}
        <span className="text-sm text-slate-600">
          {report.open_reports} open {report.open_reports === 1 ? 'report' : 'reports'}
        </span>
      </div>
      <h3 className="font-semibold text-slate-900">{label}</h3>
      {report.details && <p className="text-sm whitespace-pre-line text-slate-800">“{report.details}”</p>}
      <p className="text-sm text-slate-600">
        Reported by {report.reporter.name} on {when(report.created_at)}
      </p>
      {report.messages.length > 0 && (
        <ol aria-label="The reported message and its neighbours" className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
          {report.messages.map((message) => (
            <li key={message.id} className={message.reported ? 'rounded bg-amber-100 p-1 font-medium' : 'p-1'}>
              <span className="text-slate-600">{message.sender}: </span>
              {message.body}
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap gap-2">
        <ReasonAction
          label="Remove"
          variant="danger"
          title="Remove what was reported?"
          description={
            report.target_type === 'job'
              ? 'The job is closed and stays out of every list.'
              : report.target_type === 'message'
                ? 'The message is replaced by a note that an operator removed it.'
                : report.target_type === 'company'
                  ? 'The organisation is suspended.'
                  : 'The account is suspended.'
          }
          confirmLabel="Remove"
          done="Removed; the reporters are told."
          run={(reason) => resolve.mutateAsync({ id: report.id, decision: 'remove', reason })}
        />
        <ReasonAction
          label="Dismiss"
          title="Dismiss the reports?"
          description="It stays (and comes back if reports hid it); the reporters are told."
          confirmLabel="Dismiss"
          done="Dismissed; the reporters are told."
          run={(reason) => resolve.mutateAsync({ id: report.id, decision: 'dismiss', reason })}
        />
        {report.target_company !== null && report.target_type !== 'company' && (
          <SuspendOrRestore target="companies" id={report.target_company} name="the organisation behind it" suspended={false} />
        )}
      </div>
    </Card>
  );
}

function ReportsTab() {
  const reports = useAdminReports();
  return (
    <ListState query={reports} empty="No reports to review.">
      {(rows) => (
        <div className="space-y-3">
          {rows.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </div>
      )}
    </ListState>
  );
}

function Search({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return <SearchInput aria-label={label} placeholder={label} value={value} onChange={(event) => onChange(event.target.value)} className="mb-4 max-w-md" />;
}

function VerifyOrUnverify({ id, name, verified }: { id: number; name: string; verified: boolean }) {
  const verification = useOperatorVerification();
  return verified ? (
    <ReasonAction
      label="Take verification away"
      title={`Take ${name}'s verification away?`}
      description="'Verified organisation' leaves its job cards, job pages and organisation page at once. A member can verify again by a link at its website's domain."
      confirmLabel="Take verification away"
      done={`${name} is no longer verified.`}
      run={(reason) => verification.mutateAsync({ id, action: 'unverify', reason })}
    />
  ) : (
    <ReasonAction
      label="Verify"
      title={`Verify ${name}?`}
      description="For an organisation you have checked another way (a member's link cannot reach it): 'Verified organisation' shows on its job cards, job pages and organisation page."
      confirmLabel="Verify the organisation"
      done={`${name} is verified.`}
      run={(reason) => verification.mutateAsync({ id, action: 'verify', reason })}
    />
  );
}

function Suspended({ at }: { at: string | null }) {
  return at ? <Badge tone="danger">Suspended {when(at)}</Badge> : null;
}

function OrganisationsTab() {
  const [q, setQ] = useState('');
  const companies = useAdminCompanies(useDeferredValue(q));
  return (
    <>
      <Search label="Find an organisation by name, website or id" value={q} onChange={setQ} />
      <ListState<AdminCompanyAnswer> query={companies} empty="No organisation matches.">
        {(rows) => (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {rows.map((company) => (
              <li key={company.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div>
                  <p className="font-medium text-slate-900">
                    {company.name} <span className="text-sm text-slate-500">#{company.id}</span>
                  </p>
                  <p className="text-sm text-slate-600">
                    {company.website || 'No website'} · {company.members} {company.members === 1 ? 'member' : 'members'} · {company.active_jobs} active jobs
                  </p>
                  <Suspended at={company.suspended_at} />
                  {company.verified_at ? <Badge tone="success">Verified {when(company.verified_at)}</Badge> : <Badge tone="neutral">Not verified</Badge>}
                </div>
                <div className="flex flex-wrap gap-2">
                  <VerifyOrUnverify id={company.id} name={company.name} verified={company.verified_at !== null} />
                  <SuspendOrRestore target="companies" id={company.id} name={company.name} suspended={company.suspended_at !== null} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </>
  );
}

function UsersTab() {
  const [q, setQ] = useState('');
  const users = useAdminUsers(useDeferredValue(q));
  return (
    <>
      <Search label="Find a person by name, e-mail or id" value={q} onChange={setQ} />
      <ListState<AdminUserAnswer> query={users} empty="No account matches.">
        {(rows) => (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {rows.map((user) => (
              <li key={user.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div>
                  <p className="font-medium text-slate-900">
                    {user.name} <span className="text-sm text-slate-500">#{user.id}</span>
                  </p>
                  <p className="text-sm text-slate-600">
                    {user.email} · {user.role}
                  </p>
                  <Suspended at={user.suspended_at} />
                </div>
                {user.role !== 'admin' && <SuspendOrRestore target="users" id={user.id} name={user.name} suspended={user.suspended_at !== null} />}
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </>
  );
}

function AuditTab() {
  const [q, setQ] = useState('');
  const audit = useAuditLog(useDeferredValue(q));
  return (
    <>
      <Search label="Search the audit log" value={q} onChange={setQ} />
      <ListState query={audit} empty="No operator action yet.">
        {(rows) => (
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Operator actions, newest first</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="p-2">When</th>
                  <th scope="col" className="p-2">Operator</th>
                  <th scope="col" className="p-2">Action</th>
                  <th scope="col" className="p-2">Target</th>
                  <th scope="col" className="p-2">Reason</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {rows.map((entry) => (
                  <tr key={entry.id}>
                    <td className="p-2 whitespace-nowrap">{when(entry.created_at)}</td>
                    <td className="p-2">{entry.actor}</td>
                    <td className="p-2">{entry.action}</td>
                    <td className="p-2">
                      {entry.target_type} #{entry.target_id}
                    </td>
                    <td className="p-2">{entry.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListState>
    </>
  );
}

/** /admin (docs/product.md section C20): reports to review, organisations and people to suspend or restore, the audit log. */
export function AdminRoute() {
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <PageHeader title="Operating Tandem" description="Reports, suspensions and the audit log. Every action needs a reason and is logged." />
      <Tabs defaultValue="reports">
        <TabsList aria-label="Operator console">
          <TabsTrigger value="reports">Reports</TabsTrigger>
          <TabsTrigger value="held">Held jobs</TabsTrigger>
          <TabsTrigger value="organisations">Organisations</TabsTrigger>
          <TabsTrigger value="users">People</TabsTrigger>
          <TabsTrigger value="audit">Audit log</TabsTrigger>
        </TabsList>
        <TabsContent value="reports" className="pt-4">
          <ReportsTab />
        </TabsContent>
        <TabsContent value="held" className="pt-4">
          <HeldJobsPanel />
        </TabsContent>
        <TabsContent value="organisations" className="pt-4">
          <OrganisationsTab />
        </TabsContent>
        <TabsContent value="users" className="pt-4">
          <UsersTab />
        </TabsContent>
        <TabsContent value="audit" className="pt-4">
          <AuditTab />
        </TabsContent>
      </Tabs>
    </main>
  );
}

import {
  COMPANY_MEMBER_ROLE_LABELS,
  COMPANY_MEMBER_ROLES,
  TEAM_MESSAGES,
  UI_MESSAGES,
  type CompanyMemberAnswer,
  type CompanyMemberRole,
} from '@tandem/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field, FormAlert } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/dates';
import { usePreloadWhenIdle } from '../../../lib/deferred-resolver';
import { deferredSchema } from '../../../lib/deferred-schema';
import { lazyModule } from '../../../lib/lazy-module';
import { focusFirstMessage, issueMessages, withoutMessage, type FormMessages } from '../../../lib/plain-form';
import { useChangeRole, useInvite, useMembers, useRemoveMember } from '../api/members';

const ROLE_OPTIONS = COMPANY_MEMBER_ROLES.map((role) => ({ value: role, label: COMPANY_MEMBER_ROLE_LABELS[role] }));
// The invitation is a plain form checked with the contract's rules, which load with zod when the page is idle or a
// field gets focus (lib/deferred-schema.ts): react-hook-form and zod are not part of /orgprofile's first load.
const inviteRules = deferredSchema(lazyModule(() => import('../lib/invite-validation')), (loaded) => loaded.CompanyInviteInput);

const problemOf = (error: unknown): string => {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  return Object.values(error.fieldErrors).flat().join(' ') || error.detail || 'Something went wrong. Please try again.';
};

/** 'Team' on /orgprofile: who belongs to the organisation; owners invite, change roles and remove; anyone may leave. */
export function TeamSection({ companyId, userId }: { companyId: number; userId: number }) {
  const members = useMembers(companyId);
  if (members.isPending) return <Card><Spinner label="Loading your team" /></Card>;
  if (members.isError) return <Card><FormAlert>Your team could not be loaded. Please reload the page.</FormAlert></Card>;
  const { results, abilities } = members.data;
  return (
    <Card aria-labelledby="team-title">
      <CardTitle id="team-title">Team</CardTitle>
      <p className="mt-1 text-sm text-slate-600">
        Everyone here sees and manages your organisation's jobs and applicants. Owners also invite, change roles and edit the company.
      </p>
      <ul className="mt-4 divide-y divide-slate-200" aria-label="Members">
        {results.map((member) => (
          <MemberRow key={member.id} companyId={companyId} member={member} isSelf={member.id === userId} canManage={abilities.manage_members} />
        ))}
      </ul>
      {abilities.manage_members && <InviteForm companyId={companyId} />}
    </Card>
  );
}

function MemberRow({ companyId, member, isSelf, canManage }: { companyId: number; member: CompanyMemberAnswer; isSelf: boolean; canManage: boolean }) {
  const [role, setRole] = useState<CompanyMemberRole>(member.role);
  const [confirming, setConfirming] = useState(false);
  const changeRole = useChangeRole(companyId);
  const remove = useRemoveMember(companyId, isSelf);
  const toast = useToast();
  const problem = changeRole.error ?? remove.error;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">
          {member.name}
          {isSelf && <span className="text-slate-500"> (you)</span>}
        </p>
        <p className="text-sm text-slate-600">
          {member.email} · joined {formatLongDate(member.joined_at)}
        </p>
      </div>
      {canManage ? (
        <form
          className="flex items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            changeRole.mutate({ userId: member.id, role }, { onSuccess: () => toast.success(`${member.name} is now ${COMPANY_MEMBER_ROLE_LABELS[role].toLowerCase()}.`) });
          }}
        >
          <label className="sr-only" htmlFor={`role-${member.id}`}>
            Role of {member.name}
          </label>
          <Select id={`role-${member.id}`} value={role} options={ROLE_OPTIONS} onChange={(event) => setRole(event.target.value as CompanyMemberRole)} />
          <Button type="submit" variant="outline" size="sm" disabled={role === member.role} isPending={changeRole.isPending} pendingText="Saving…">
            Save role
          </Button>
        </form>
      ) : (
        <span className="text-sm font-medium text-slate-700">{COMPANY_MEMBER_ROLE_LABELS[member.role]}</span>
      )}
      {(canManage || isSelf) && (
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          {isSelf ? 'Leave' : 'Remove'}
        </Button>
      )}
      {problem && <FormAlert className="w-full">{problemOf(problem)}</FormAlert>}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={isSelf ? 'Leave this organisation?' : `Remove ${member.name}?`}
        description={
          isSelf
            ? 'You will no longer see its jobs, applicants or messages. Your account stays, without an organisation.'
            : `${member.name} will no longer see the organisation's jobs, applicants or messages. Their account stays.`
        }
        confirmLabel={isSelf ? 'Leave' : 'Remove'}
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(member.id, {
            onSuccess: () => toast.success(isSelf ? 'You left the organisation.' : `${member.name} was removed.`),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </li>
  );
}

function InviteForm({ companyId }: { companyId: number }) {
  const invite = useInvite(companyId);
  const toast = useToast();
  const [errors, setErrors] = useState<FormMessages>({});
  const [isSubmitting, setSubmitting] = useState(false);
  usePreloadWhenIdle(inviteRules);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setSubmitting(true);
    try {
      const parsed = await inviteRules.safeParse({ email: String(data.get('email') ?? ''), role: String(data.get('role') ?? '') });
      if (!parsed) {
        setErrors({ form: UI_MESSAGES.common.rulesNotLoaded });
        return;
      }
      if (!parsed.success) {
        const found = issueMessages(parsed.error.issues);
        setErrors(found);
        focusFirstMessage(form, found);
        return;
      }
      setErrors({});
      try {
        await invite.mutateAsync(parsed.data);
        toast.success(TEAM_MESSAGES.invited, `We e-mailed a link to ${parsed.data.email}. It works once, for 7 days.`);
        form.reset();
      } catch (error) {
        setErrors({ form: problemOf(error) });
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      className="mt-4 space-y-3 border-t border-slate-200 pt-4"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={inviteRules.preload}
      onChange={(event) => {
        // A message goes as soon as the person changes what it is about.
        const edited = event.target;
        if (edited instanceof HTMLInputElement) setErrors((current) => withoutMessage(current, edited.name));
      }}
    >
      <h3 className="font-semibold text-slate-900">Invite a colleague</h3>
      <div className="flex flex-wrap items-start gap-3">
        <Field label="E-mail address" error={errors.email} className="min-w-60 flex-1">
          {(control) => <Input {...control} type="email" autoComplete="off" name="email" defaultValue="" />}
        </Field>
        <Field label="Role" className="w-40">
          {(control) => <Select {...control} options={ROLE_OPTIONS} name="role" defaultValue={'member' satisfies CompanyMemberRole} />}
        </Field>
      </div>
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <Button type="submit" isPending={isSubmitting} pendingText="Sending…">
        Send invitation
      </Button>
    </form>
  );
}

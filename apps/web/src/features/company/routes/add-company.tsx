import { TEAM_MESSAGES } from '@tandem/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { pendingJoinToken } from '../../team';
import { DuplicateNameQuestion } from '../components/duplicate-name-question';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast';
import { useUser } from '../../auth';
import { useCreateCompany, type NewCompany } from '../api/create-company';
import { CompanyForm } from '../components/company-form';
import { COMPANY_MESSAGES } from '../lib/messages';

/** /addcompany (also /addCompany): the organisation's company, then on to /orgprofile (docs/product.md section 4). */
export function AddCompanyRoute() {
  const user = useUser();
  const createCompany = useCreateCompany(user.data?.id);
  const navigate = useNavigate();
  const toast = useToast();
  const [duplicate, setDuplicate] = useState<NewCompany | null>(null);
  const [pendingJoin] = useState(pendingJoinToken);

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="Add Company Details"
        description="Tell candidates who they would work with. You can change these later from your profile."
      />
      <Card>
        {user.data?.company != null ? (
          <div className="space-y-3 text-slate-800">
            <p>{COMPANY_MESSAGES.alreadyHasCompany}</p>
            <Link to="/orgprofile" className="font-medium text-brand-700 underline-offset-2 hover:underline">
              Go to your profile
            </Link>
          </div>
        ) : (
          <>
            {pendingJoin && (
              <p role="status" className="mb-4 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
                You were invited to join an organisation.{' '}
                <Link to={`/join?token=${encodeURIComponent(pendingJoin)}`} className="font-medium underline">
                  Join it instead
                </Link>
              </p>
            )}
            {duplicate && (
              <DuplicateNameQuestion
                name={duplicate.name}
                isPending={createCompany.isPending}
                onAddAnyway={async () => {
                  await createCompany.mutateAsync({ ...duplicate, confirm_duplicate: true });
                  toast.success(COMPANY_MESSAGES.companyAdded);
                  await navigate('/orgprofile');
                }}
                onBack={() => setDuplicate(null)}
              />
            )}
            {/* Hidden, not unmounted, while the question is asked: going back keeps what was typed. */}
            <div hidden={duplicate !== null}>
              <CompanyForm
                onSave={async (company) => {
                  try {
                    await createCompany.mutateAsync(company);
                  } catch (error) {
                    // The server asks before a second company of the same name: put the question, not a field error.
                    if (isApiError(error, 400) && error.fieldErrors.name?.includes(TEAM_MESSAGES.duplicateName)) {
                      setDuplicate(company);
                      return;
                    }
                    throw error;
                  }
                  toast.success(COMPANY_MESSAGES.companyAdded);
                  await navigate('/orgprofile');
                }}
                failureMessage={(words) => words || COMPANY_MESSAGES.saveFailed}
                // Cancel clears the form (docs/product.md); on an empty one, as on a first visit, that did nothing, so
                // there it leaves for the organisation's home.
                onCancel={(wasEmpty) => {
                  if (wasEmpty) void navigate('/orghome');
                }}
              />
            </div>
          </>
        )}
      </Card>
    </div>
  );
}

import { Link, useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast';
import { useUser } from '../../auth';
import { useCreateCompany } from '../api/create-company';
import { CompanyForm } from '../components/company-form';
import { COMPANY_MESSAGES } from '../lib/messages';

/** /addcompany (also /addCompany): the organisation's company, then on to /orgprofile (docs/product.md section 4). */
export function AddCompanyRoute() {
  const user = useUser();
  const createCompany = useCreateCompany(user.data?.id);
  const navigate = useNavigate();
  const toast = useToast();

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
          <CompanyForm
            onSave={async (company) => {
              await createCompany.mutateAsync(company);
              toast.success(COMPANY_MESSAGES.companyAdded);
              await navigate('/orgprofile');
            }}
            failureMessage={(words) => words || COMPANY_MESSAGES.saveFailed}
          />
        )}
      </Card>
    </div>
  );
}

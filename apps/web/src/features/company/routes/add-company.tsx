import { PageHeader } from '../../../components/ui/page-header';

/** /addcompany (also /addCompany). */
export function AddCompanyRoute() {
  return <PageHeader title="Add Company Details" />;
}

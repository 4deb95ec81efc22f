import { useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';

/** /jobpost and /jobpost/:id: post a new job or edit one. */
export function JobPostRoute() {
  const { id } = useParams();
  return <PageHeader title={id ? 'Edit Job' : 'Post a Job'} />;
}

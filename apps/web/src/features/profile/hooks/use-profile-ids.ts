import { useUser } from '../../auth';
import { useUserRecord } from '../api/get-user-record';

/** The signed-in candidate's user id, their full user record, and the id of their profile record (the first). */
export function useProfileIds() {
  const session = useUser();
  const userId = session.data?.id;
  const record = useUserRecord(userId);
  const applicationId = record.data?.applicationids[0]?.id;
  return { userId, applicationId, record };
}

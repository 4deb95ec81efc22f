import type { Role } from '@tandem/contract';
import { CandidateLayout } from '../layout/candidate-layout';
import { RequireRole } from '../guards/require-role';

const CANDIDATE_ROLES: readonly Role[] = ['candidate'];

export function CandidateShell() {
  return (
    <RequireRole roles={CANDIDATE_ROLES}>
      <CandidateLayout />
    </RequireRole>
  );
}

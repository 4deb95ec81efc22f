import { AppShell } from './app-shell';
import { CandidateTopBar } from './candidate-top-bar';

export function CandidateLayout() {
  return <AppShell topBar={<CandidateTopBar />} />;
}

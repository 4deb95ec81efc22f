import { AppShell } from './app-shell';
import { OrganisationTopBar } from './organisation-top-bar';

export function OrganisationLayout() {
  return <AppShell topBar={<OrganisationTopBar />} />;
}

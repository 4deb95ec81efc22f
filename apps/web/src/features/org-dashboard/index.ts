// The organisation dashboard's public surface: its query keys, for screens whose changes move its figures.
export { orgDashboardKeys } from './api/keys';

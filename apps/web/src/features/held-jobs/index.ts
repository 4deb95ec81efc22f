// Jobs held for review (docs/product.md section C20): the operator's 'Held jobs' panel, for the /admin screen.
export { HeldJobsPanel } from './components/held-jobs-panel';

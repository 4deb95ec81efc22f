// The report dialog's rules, loaded when the dialog opens (lib/deferred-schema.ts) rather than with every screen
// that shows 'Report'.
export { ReportInput } from '@tandem/contract';

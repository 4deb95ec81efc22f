// The trust feature's public surface (docs/product.md section C20): the 'Report' action and its dialog.
export { ReportButton, ReportButtonIfSignedIn } from './components/report-button';

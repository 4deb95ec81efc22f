import { buttonClasses } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { EXPORT_ARCHIVE_URL, EXPORT_URL } from '../api/privacy';

/**
 * 'Download my data': everything Tandem holds about the account, as one JSON file, or as a zip with the résumé
 * file beside it (docs/product.md section C13).
 */
export function DownloadDataCard() {
  return (
    <Card aria-labelledby="download-data-title">
      <CardTitle id="download-data-title">Your data</CardTitle>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        Download everything Tandem holds about you as one JSON file: your account and profile, applications and their
        history, invitations, conversations, notifications, settings and signed-in devices; or as a zip with your
        résumé file beside it. At most 5 downloads an hour.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={EXPORT_URL} download className={buttonClasses({ variant: 'outline' })}>
          Download my data
        </a>
        <a href={EXPORT_ARCHIVE_URL} download className={buttonClasses({ variant: 'outline' })}>
          Download with my résumé (.zip)
        </a>
      </div>
    </Card>
  );
}

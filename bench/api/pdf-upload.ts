import { minimalPdf } from '../../apps/api/src/test/factories/profile.ts';

/** A multipart body with a one-page PDF résumé in the field `file`, and its headers added to `headers`. */
export function pdfUpload(headers: Record<string, string>): { headers: Record<string, string>; body: string } {
  const boundary = '----tandembench';
  const pdf = minimalPdf('Python Django PostgreSQL React TypeScript').toString('latin1');
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n${pdf}\r\n--${boundary}--\r\n`;
  return { headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, body };
}

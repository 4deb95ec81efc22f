import { deflateSync } from 'node:zlib';

/** A PDF from its object bodies, with a correct cross-reference table. Streams are given whole (dictionary and data). */
function pdfOf(objects: Buffer[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(chunk);
    length += chunk.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  tail += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(tail));
  return Buffer.concat(parts);
}

/**
 * The file of issue 28's first finding: one page whose compressed content stream draws `(Python) Tj 1 0 Td`
 * `repeats` times. 3,000,000 make about 140 KB that pdf.js needed 6 s of one thread to read.
 */
export function textBombPdf(repeats = 3_000_000): Buffer {
  return onePagePdf(`BT /F1 12 Tf ${'(Python) Tj 1 0 Td\n'.repeat(repeats)}ET`);
}

/** One page whose content is one array of `items` strings shown at once (TJ): pdf.js holds every one in memory. */
export function arrayBombPdf(items = 5_000_000): Buffer {
  return onePagePdf(`BT /F1 12 Tf [${'(Python) '.repeat(items)}] TJ ET`);
}

function onePagePdf(text: string): Buffer {
  const content = deflateSync(Buffer.from(text), { level: 9 });
  return pdfOf([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>'),
    Buffer.concat([Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`), content, Buffer.from('\nendstream')]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ]);
}

/** A PDF of `pages` empty pages sharing one content stream: small on disk, far over the page bound. */
export function manyPagesPdf(pages: number): Buffer {
  const kids = Array.from({ length: pages }, (_, index) => `${index + 4} 0 R`).join(' ');
  const pageObjects = Array.from({ length: pages }, () => Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R >>'));
  return pdfOf([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`),
    Buffer.from('<< /Length 0 >>\nstream\n\nendstream'),
    ...pageObjects,
  ]);
}

import { getDocumentProxy } from 'unpdf';
import { PDF_PAGE_LIMIT } from '../../../file-parsing/pdf-text.ts';
import { OVER_BOUND } from '../../../file-parsing/tasks.ts';

const MAX_PAGES = 20;
const TEXT_MAX = 200_000;

interface Piece {
  x: number;
  y: number;
  end: number;
  text: string;
}

/** Pieces of one printed line, left to right, split where a gap wider than a few characters leaves a column. */
function runsOf(pieces: Piece[]): Piece[] {
  const runs: Piece[] = [];
  for (const piece of pieces.sort((a, b) => a.x - b.x)) {
    const last = runs.at(-1);
    if (last && piece.x - last.end < 12) {
      last.text += piece.x - last.end > 1.5 && !last.text.endsWith(' ') && !piece.text.startsWith(' ') ? ` ${piece.text}` : piece.text;
      last.end = Math.max(last.end, piece.end);
    } else runs.push({ ...piece });
  }
  return runs;
}

/**
 * One page's text in reading order. Items on the same baseline form a line; a page whose lines mostly break at
 * one x (a sidebar, two columns) is read column by column, left first; elsewhere a wide gap inside a line (a
 * table's cells) is kept as ' | ', which the résumé reader splits on.
 */
function pageText(pieces: Piece[], width: number): string {
  const rows = new Map<number, Piece[]>();
  for (const piece of pieces) {
    const key = [...rows.keys()].find((y) => Math.abs(y - piece.y) < 3) ?? piece.y;
    rows.set(key, [...(rows.get(key) ?? []), piece]);
  }
  const lines = [...rows.entries()].sort(([a], [b]) => b - a).map(([y, row]) => ({ y, runs: runsOf(row) }));
  // A column edge: an x where second runs start on at least 40% of the lines with text on both sides.
  const starts = new Map<number, number>();
  for (const line of lines) for (const run of line.runs.slice(1)) if (run.x > width * 0.25 && run.x < width * 0.75) starts.set(Math.round(run.x / 10) * 10, (starts.get(Math.round(run.x / 10) * 10) ?? 0) + 1);
  const [edge, count] = [...starts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
  const twoColumns = count >= 4 && count >= lines.length * 0.4;
  if (twoColumns) {
    const left = lines.map((line) => line.runs.filter((run) => run.x < edge - 6).map((run) => run.text).join(' | ')).filter(Boolean);
    const right = lines.map((line) => line.runs.filter((run) => run.x >= edge - 6).map((run) => run.text).join(' | ')).filter(Boolean);
    return [...left, ...right].join('\n');
  }
  return lines.map((line) => line.runs.map((run) => run.text.trim()).join(' | ')).join('\n');
}

/** A PDF's text with its layout read (lines, columns, table cells); undefined when it is not a readable PDF. */
export async function readPdfLayout(bytes: Uint8Array): Promise<string | undefined> {
  let document;
  try {
    document = await getDocumentProxy(new Uint8Array(bytes));
  } catch {
    return undefined;
  }
  try {
    // The parse pool's page bound, as for every uploaded PDF: a document of thousands of pages is refused (400).
    if (document.numPages > PDF_PAGE_LIMIT) throw new Error(OVER_BOUND);
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES); number++) {
      const page = await document.getPage(number);
      const width = page.getViewport({ scale: 1 }).width;
      const content = await page.getTextContent();
      const pieces: Piece[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [, , , , x = 0, y = 0] = item.transform as number[];
        pieces.push({ x, y, end: x + item.width, text: item.str });
      }
      pages.push(pageText(pieces, width));
    }
    return pages.join('\n').replaceAll('\u0000', '').slice(0, TEXT_MAX);
  } finally {
    void document.destroy().catch(() => undefined);
  }
}

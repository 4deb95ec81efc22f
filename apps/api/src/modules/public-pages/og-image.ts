import sharp from 'sharp';
import { escapeHtml } from './html-text.ts';

// A link preview for a job without a logo: its title and organisation on Tandem's colours, drawn from SVG by sharp
// (already the server's image library) into the 1200 x 630 PNG that Open Graph and Twitter cards expect.

/** Words on lines of at most `width` characters, at most `lines` lines (the last one cut with an ellipsis). */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${(kept[lines - 1] ?? '').slice(0, width - 1)}…`;
  return kept;
}

export async function drawShareCard(title: string, organisation: string): Promise<Buffer> {
  const titleLines = wrap(title, 28, 3)
    .map((line, index) => `<text x="80" y="${230 + index * 84}" font-size="72" font-weight="700" fill="#ffffff">${escapeHtml(line)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#4338ca"/>
  <text x="80" y="110" font-family="sans-serif" font-size="40" font-weight="700" fill="#a5b4fc">Tandem</text>
  <g font-family="sans-serif">${titleLines}</g>
  <text x="80" y="560" font-family="sans-serif" font-size="44" fill="#e0e7ff">${escapeHtml(wrap(organisation, 44, 1)[0] ?? '')}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

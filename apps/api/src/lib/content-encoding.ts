import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** The encoding to answer with, from Accept-Encoding: brotli before gzip; none when neither is accepted. */
export function chooseEncoding(header: string | string[] | undefined): ContentEncoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return undefined;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compressed off the event loop (zlib's thread pool); `quality` is brotli's 0 to 11, gzip taking 9 for 9 and over. */
export const compress = (bytes: string | Buffer, encoding: ContentEncoding, quality: number): Promise<Buffer> => {
  const input = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  return encoding === 'br'
    ? brotli(input, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: input.length } })
    : gzipAsync(input, { level: Math.min(9, quality) });
};

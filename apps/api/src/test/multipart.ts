import { randomBytes } from 'node:crypto';

/** A multipart/form-data body for inject(), as a browser's FormData would send it. */
export function multipart(fields: Record<string, string>, file?: { name: string; filename: string; type: string; data: Buffer }) {
  const boundary = `----tandem${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * The malformed bodies fuzzing found answered 500: a form cut short in the middle of its file, and a
 * multipart content type with no boundary. Each must be a 400 with a field message.
 */
export function malformedMultipart(fields: Record<string, string>, file: { name: string; filename: string; type: string; data: Buffer }) {
  const form = multipart(fields, file);
  return [
    { case: 'a body cut short', body: form.body.subarray(0, form.body.length - Math.floor(file.data.length / 2) - 10), headers: form.headers },
    { case: 'no boundary', body: form.body, headers: { 'content-type': 'multipart/form-data' } },
  ];
}

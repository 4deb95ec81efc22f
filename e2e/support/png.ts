import { crc32, deflateSync } from 'node:zlib';

/** A pixel's red, green and blue (0 to 255) from where it stands: 0 to 1 across, 0 to 1 down. */
export type Colour = (across: number, down: number) => [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A square RGB PNG painted by `colour`, made on the fly for uploads: a gradient shows a crop is a crop. */
export function gradientPng(size: number, colour: Colour): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const [red, green, blue] = colour(x / size, y / size);
      row[1 + x * 3] = Math.round(red);
      row[2 + x * 3] = Math.round(green);
      row[3 + x * 3] = Math.round(blue);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

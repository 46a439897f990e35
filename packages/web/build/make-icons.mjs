// Draws the installed app's icons (public/icons/*.png): a cup of crema seen from above, the favicon's drawing, as
// PNG files for the web app manifest. Run by hand when the drawing changes (`node packages/web/build/make-icons.mjs`);
// the files are kept in the repository. No image library: a PNG is a zlib stream of rows with a CRC per chunk.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const ROAST = [0x2b, 0x1a, 0x12];
const CREMA = [0xb8, 0x6b, 0x25];
const FOAM = [0xf3, 0xdf, 0xbf];
const CUP = [0xfa, 0xf6, 0xf0];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};

/**
 * One icon on the roast background: a white cup seen from above with its handle to the right, its crema, and a
 * heart of foam in it (latte art).
 * `scale` shrinks the drawing into the maskable icon's safe zone (a circle of 40% of the size around the centre).
 */
const draw = (size, scale) => {
  const samples = 4; // 4x4 supersampling: smooth edges
  const rows = [];
  const c = size / 2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < samples; sy++)
        for (let sx = 0; sx < samples; sx++) {
          const px = x + (sx + 0.5) / samples - c;
          const py = y + (sy + 0.5) / samples - c;
          const cx = px + size * 0.04 * scale; // the cup sits a little left, its handle right
          const r = Math.hypot(cx, py) / size;
          const u = cx / (size * 0.15 * scale);
          const v = -py / (size * 0.15 * scale) + 0.15;
          const heart = (u * u + v * v - 1) ** 3 - u * u * v ** 3 <= 0;
          const handle = cx / size > 0.3 * scale && cx / size < 0.46 * scale && Math.abs(py / size) < 0.06 * scale;
          const colour = heart ? FOAM : r < 0.3 * scale ? CREMA : r < 0.37 * scale || handle ? CUP : ROAST;
          for (let i = 0; i < 3; i++) sum[i] += colour[i];
        }
      for (let i = 0; i < 3; i++) row[1 + x * 3 + i] = Math.round(sum[i] / (samples * samples));
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const dir = fileURLToPath(new URL('../public/icons/', import.meta.url));
for (const size of [192, 512]) {
  writeFileSync(`${dir}crema-${size}.png`, draw(size, 1));
  writeFileSync(`${dir}crema-maskable-${size}.png`, draw(size, 0.8));
}
writeFileSync(`${dir}apple-touch-icon.png`, draw(180, 1));

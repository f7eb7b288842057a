// Draws the app icons (a measuring ring over a dark table) as PNG files with no
// image library: pixels are computed here and encoded with node's zlib.
// Run: node scripts/make-icons.mjs  (outputs are committed under public/icons).
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x + 0.5, y + 0.5);
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = r; raw[o + 1] = g; raw[o + 2] = b; raw[o + 3] = a;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; ihdr[9] = 6; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const BG = [17, 21, 28];
const TABLE = [13, 34, 54];
const AMBER = [242, 184, 75];
const mix = (a, b, t) => a.map((v, i) => Math.round(v + (b[i] - v) * t));
function icon(size, safe) {
  // safe: fraction of the icon the drawing may use (maskable icons keep to the inner 80%).
  const c = size / 2;
  const R = (size / 2) * safe;
  return png(size, (x, y) => {
    const dx = x - c, dy = y - c, d = Math.hypot(dx, dy);
    let col = BG;
    const rounded = safe < 1 ? true : Math.max(Math.abs(dx), Math.abs(dy)) < size / 2 - 0.5;
    if (!rounded) return [0, 0, 0, 0];
    if (d < R * 0.92) col = TABLE;
    const ring = Math.abs(d - R * 0.72);
    const w = R * 0.07;
    if (ring < w) col = mix(col, AMBER, Math.min(1, (w - ring) / 1.5));
    const line = Math.min(Math.abs(dx), Math.abs(dy));
    if (line < R * 0.025 && d < R * 0.9) col = mix(col, AMBER, 0.85);
    if (d < R * 0.1) col = AMBER;
    return [...col, 255];
  });
}
mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', icon(192, 1));
writeFileSync('public/icons/icon-512.png', icon(512, 1));
writeFileSync('public/icons/icon-maskable-512.png', icon(512, 0.8));
console.info('icons written to public/icons');

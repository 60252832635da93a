// Writes the app icons in client/public (PNG 192/512, a maskable 512, the Apple touch icon and the SVG
// favicon): the brand mark of the header (a graduation cap on an indigo square) drawn without any image
// tool, PNGs encoded with node:zlib. Run `node client/features/pwa/generate-icons.mjs` after a change.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const OUT = path.resolve(import.meta.dirname, '../../public');
const INDIGO = [79, 70, 229]; // #4f46e5, the theme colour
const WHITE = [255, 255, 255];
const LIGHT = [199, 210, 254]; // indigo-200

/** The mark in a 24-unit box (lucide's graduation-cap geometry, filled): colour at a point, or null. */
function mark(x, y) {
  if (Math.abs(x - 21.4) <= 0.75 && y >= 10 && y <= 16.6) return WHITE; // tassel
  if (Math.abs(x - 12) / 10 + Math.abs(y - 10) / 4.6 <= 1) return WHITE; // board
  if ((x >= 6 && x <= 18 && y >= 12.5 && y <= 16) || (y >= 16 && (x - 12) ** 2 / 36 + (y - 16) ** 2 / 9 <= 1))
    return LIGHT; // cap
  return null;
}

function draw(size, { rounded, markScale }) {
  const ss = 4;
  const px = new Uint8Array(size * size * 4);
  const radius = rounded ? size * 0.22 : 0;
  const glyph = size * markScale;
  const offset = (size - glyph) / 2;
  for (let py = 0; py < size; py++) {
    for (let pxl = 0; pxl < size; pxl++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const x = pxl + (sx + 0.5) / ss;
          const y = py + (sy + 0.5) / ss;
          // Rounded-square background.
          const cx = Math.min(Math.max(x, radius), size - radius);
          const cy = Math.min(Math.max(y, radius), size - radius);
          if (radius && (x - cx) ** 2 + (y - cy) ** 2 > radius ** 2) continue;
          const c = mark(((x - offset) / glyph) * 24, ((y - offset) / glyph) * 24) ?? INDIGO;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 255;
        }
      }
      const n = ss * ss;
      const i = (py * size + pxl) * 4;
      const cover = a / n;
      // Colours are averaged over covered samples only (straight alpha).
      const k = a ? 255 / a : 0;
      px[i] = Math.round(r * k);
      px[i + 1] = Math.round(g * k);
      px[i + 2] = Math.round(b * k);
      px[i + 3] = Math.round(cover);
    }
  }
  return png(size, px);
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

function png(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    Buffer.from(rgba.buffer, y * size * 4, size * 4).copy(raw, y * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#4f46e5"/>
  <g transform="translate(9.6 9.6) scale(1.8667)">
    <path d="M6 12.5h12V16a6 3 0 0 1-12 0z" fill="#c7d2fe"/>
    <path d="M2 10 12 5.4 22 10 12 14.6z" fill="#fff"/>
    <path d="M20.65 10h1.5v6.6h-1.5z" fill="#fff"/>
  </g>
</svg>
`;

mkdirSync(path.join(OUT, 'icons'), { recursive: true });
writeFileSync(path.join(OUT, 'icons/icon-192.png'), draw(192, { rounded: true, markScale: 0.7 }));
writeFileSync(path.join(OUT, 'icons/icon-512.png'), draw(512, { rounded: true, markScale: 0.7 }));
// Maskable: full bleed, the mark inside the central safe zone (a circle of 80 % of the size).
writeFileSync(path.join(OUT, 'icons/icon-maskable-512.png'), draw(512, { rounded: false, markScale: 0.56 }));
writeFileSync(path.join(OUT, 'icons/apple-touch-icon.png'), draw(180, { rounded: false, markScale: 0.66 }));
writeFileSync(path.join(OUT, 'favicon.svg'), svg);
console.log(`icons written to ${OUT}`);

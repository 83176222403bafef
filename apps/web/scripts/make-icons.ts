/**
 * Makes the site's icons from the logo (public/favicon.svg): the manifest's PNGs (any and maskable),
 * the apple-touch-icon and favicon.ico. Run it after changing the logo and commit what it writes:
 *   npx tsx apps/web/scripts/make-icons.ts
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { THEME_COLORS } from '../src/features/site/color-mode';
import { ICON_SIZES, MASKABLE_SIZES } from './web-manifest';

const publicDir = path.resolve(import.meta.dirname, '../public');
const logo = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');

/** The chicken of the logo: everything inside its circle, drawn on a 64-unit canvas. */
const chicken = logo.replace(/^[\s\S]*?<circle[^>]*\/>/, '').replace(/<\/svg>\s*$/, '');
/** The middle of the chicken's outline (its beak included), to centre it on a full square. */
const CHICKEN_CENTRE = 34.5;

/**
 * The chicken on a full red square. Maskable icons keep what matters within the middle circle of 80%
 * of their width (radius 25.6 of 64); the chicken's outline reaches 21.6 from its centre, so at
 * `scale` 1.1 it stays inside with room to spare. iOS rounds the corners itself.
 */
function onSquare(scale: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" fill="${THEME_COLORS.light}"/>` +
    `<g transform="translate(32 32) scale(${scale}) translate(-${CHICKEN_CENTRE} -${CHICKEN_CENTRE})">${chicken}</g>` +
    `</svg>`
  );
}

function png(svg: string, size: number): Promise<Buffer> {
  // Drawn at the target size, not scaled down from another: edges stay sharp at 16 px.
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  return sharp(Buffer.from(sized)).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
}

/** An .ico holding PNG images (every browser since IE 11 reads them). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

const icons = path.join(publicDir, 'icons');
await mkdir(icons, { recursive: true });
for (const size of ICON_SIZES) await writeFile(path.join(icons, `icon-${size}.png`), await png(logo, size));
for (const size of MASKABLE_SIZES) {
  await writeFile(path.join(icons, `icon-maskable-${size}.png`), await png(onSquare(1.1), size));
}
await writeFile(path.join(publicDir, 'apple-touch-icon.png'), await png(onSquare(1.25), 180));
const favicons = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(logo, size) })));
await writeFile(path.join(publicDir, 'favicon.ico'), ico(favicons));
console.log(`Icons written to ${publicDir}`);

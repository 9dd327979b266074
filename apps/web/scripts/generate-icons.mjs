// Writes the PNG icons from the association's crest (app/icon.svg): the favicon fallback, the Apple touch icon and
// the web app manifest's icons. Run `node scripts/generate-icons.mjs` after changing the crest; commit the output.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const crest = await readFile(path.join(web, "app/icon.svg"));
const white = { r: 255, g: 255, b: 255, alpha: 1 };
const transparent = { r: 0, g: 0, b: 0, alpha: 0 };

/** The crest drawn `size` pixels square, rendered at that size (not scaled down from a bitmap). */
function renderCrest(size) {
  return sharp(crest, { density: (72 * size) / 56 })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** The crest centred on a square canvas, filling `share` of its side. */
async function writeIcon(file, { size, share, background }) {
  const inner = Math.round(size * share);
  const offset = Math.round((size - inner) / 2);
  await sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: await renderCrest(inner), top: offset, left: offset }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(web, file));
  process.stdout.write(`${file} (${size}×${size})\n`);
}

await writeIcon("app/icon.png", { size: 48, share: 1, background: transparent });
// iOS puts transparent touch icons on black: the Apple icon has its own white ground.
await writeIcon("app/apple-icon.png", { size: 180, share: 0.78, background: white });
await writeIcon("public/icons/icon-192.png", { size: 192, share: 1, background: transparent });
await writeIcon("public/icons/icon-512.png", { size: 512, share: 1, background: transparent });
// Maskable icons are cropped to a circle or squircle: the crest stays inside the safe zone (the inner 80 %).
await writeIcon("public/icons/maskable-512.png", { size: 512, share: 0.7, background: white });

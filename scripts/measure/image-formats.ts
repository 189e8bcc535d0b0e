import { loadavg } from "node:os";
import sharp from "sharp";
import { LARGEST_CARD_WIDTH } from "../../plugins/corsi-thumbnails/thumbnails";
import { realisticThumbnail } from "../stand-ins/thumbnailHost";

/**
 * What AVIF would cost against the WebP the cards get now: for each width a card is drawn at (VideoCard's
 * breakpoints), the time to resize and encode one thumbnail and the bytes it comes out at, the way gatsby-plugin-sharp
 * does it (sharp's resize, then `.webp({ quality })` or `.avif({ quality })`, libvips' default effort). The pictures
 * are the realistic stand-ins of scripts/stand-ins/thumbnailHost.ts (1280 × 720, photo-like), eight of them.
 * Usage: `npx tsx scripts/measure/image-formats.ts` (prints a Markdown table and the machine's load average).
 */
const WIDTHS = [360, LARGEST_CARD_WIDTH];
const PICTURES = 8;
const ROUNDS = 3;

const ENCODINGS: { label: string; encode: (image: sharp.Sharp) => sharp.Sharp }[] = [
  { label: "WebP q60 (now)", encode: (image) => image.webp({ quality: 60 }) },
  { label: "WebP q70", encode: (image) => image.webp({ quality: 70 }) },
  { label: "AVIF q60 (the query's quality)", encode: (image) => image.avif({ quality: 60 }) },
  { label: "AVIF q50 (gatsby-plugin-sharp's default)", encode: (image) => image.avif({ quality: 50 }) },
];

async function main() {
  const sources = await Promise.all(Array.from({ length: PICTURES }, (_, i) => realisticThumbnail(i + 1)));
  // Same as the build: the cropped JPEG, scaled to the widest card file (quality 92), is what gatsby-plugin-sharp reads.
  const inputs = await Promise.all(
    sources.map((source) => sharp(source).resize({ width: LARGEST_CARD_WIDTH }).jpeg({ quality: 92 }).toBuffer()),
  );
  const loadBefore = loadavg()[0];
  const rows: string[] = [];
  for (const { label, encode } of ENCODINGS) {
    for (const width of WIDTHS) {
      const times: number[] = [];
      let bytes = 0;
      for (let round = 0; round < ROUNDS; round++) {
        for (const input of inputs) {
          const started = process.hrtime.bigint();
          const output = await encode(sharp(input).resize(width)).toBuffer();
          times.push(Number(process.hrtime.bigint() - started) / 1e6);
          if (round === 0) bytes += output.length;
        }
      }
      times.sort((a, b) => a - b);
      const medianMs = times[Math.floor(times.length / 2)];
      rows.push(`| ${label} | ${width} | ${medianMs.toFixed(0)} | ${(bytes / PICTURES / 1024).toFixed(1)} |`);
    }
  }
  console.log(
    `sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, sharp.concurrency ${sharp.concurrency()}`,
  );
  console.log(`load average (1 min) ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after\n`);
  console.log("| encoding | width (px) | resize + encode, median (ms) | bytes per picture, mean (KB) |");
  console.log("| --- | --: | --: | --: |");
  for (const row of rows) console.log(row);
}

void main();

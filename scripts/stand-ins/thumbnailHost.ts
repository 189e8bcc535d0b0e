import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import sharp from "sharp";

/**
 * A stand-in for YouTube's image host: /vi/<id>/<name>.jpg, answered the way YouTube does for the cases the build must
 * handle (a 404 for each size a video lacks).
 *
 * - The fixture build (`npm run build:fixtures`): the fixture content's special ids below; every other video has
 *   hq720. Each picture is the committed fixture turned to a hue taken from its id, so a test can tell cards apart.
 * - `catalog: true` (`npm run scale -- --thumbnails`, `npm run bench -- --thumbnails`): any id is answered, the case
 *   chosen by a hash of the id, so a synthetic catalog of thousands gets the same mix on every run: 5 % have no
 *   thumbnail at all (404 for every size), 15 % only the letterboxed 4:3 hqdefault, 25 % maxresdefault, the rest hq720.
 * - `realistic: true`: the pictures are YouTube-sized and photo-like (1280 × 720, about 150 KB of JPEG; the 4:3 one
 *   480 × 360), drawn once per server from a few seeds, instead of the committed fixtures (640 × 360, 7 KB: far
 *   smaller and flatter than real thumbnails, so right for tests and wrong for measuring bytes or build time).
 *
 * The server counts what it is asked (`requests`), so a build's fetches can be checked from outside.
 */
const FOLDER = path.resolve("e2e/fixtures/thumbnails");

/** Where npm run build:fixtures keeps the build's output, for the tests to read its warnings. */
export const FIXTURE_BUILD_LOG = "fixtures-build.log";

/** Answers 404 for every size: its card keeps the drawn poster. */
export const MISSING_THUMBNAIL_ID = "fixVid00051";
/** Has only the 4:3 hqdefault, black bars above and below a 16:9 picture: the build crops them. */
export const LETTERBOXED_THUMBNAIL_ID = "fixVid00061";
/** Has maxresdefault; every other video has hq720 (and so shows the build falling back a size). */
export const MAXRES_THUMBNAIL_ID = "fixVid00001";

/** How many different realistic pictures a server draws (each card gets one of them, by its id). */
const REALISTIC_PICTURES = 8;

export interface ThumbnailServerOptions {
  port?: number;
  /** Answer any id, by a hash of the id (see above), instead of the fixture content's cases. */
  catalog?: boolean;
  /** YouTube-sized, photo-like pictures instead of the small committed fixtures. */
  realistic?: boolean;
  /** With `catalog`: no id without a thumbnail (the 5 % get hq720), so every card of a page has its picture. */
  everyId?: boolean;
}

export interface ThumbnailRequest {
  youtubeId: string;
  name: string;
  status: number;
}

export interface ThumbnailServer {
  server: Server;
  origin: string;
  /** Every request answered so far, in order. Empty it (`requests.length = 0`) to count one build's requests. */
  requests: ThumbnailRequest[];
}

/** A stable number from an id (31-based rolling hash). */
export const hashOf = (id: string, modulo: number) =>
  [...id].reduce((sum, character) => (sum * 31 + character.charCodeAt(0)) % modulo, 0);

type Kind = "wide" | "letterboxed";

/** Which picture, if any, the fixture content's video has under this name. */
function fixtureCase(id: string, name: string): Kind | undefined {
  if (id === MISSING_THUMBNAIL_ID) return undefined;
  if (id === LETTERBOXED_THUMBNAIL_ID) return name === "hqdefault" ? "letterboxed" : undefined;
  return name === (id === MAXRES_THUMBNAIL_ID ? "maxresdefault" : "hq720") ? "wide" : undefined;
}

/** Any id's case, by its hash: 5 % none, 15 % letterboxed only, 25 % maxresdefault (and the rest), 55 % from hq720. */
export function catalogCase(id: string, name: string): Kind | undefined {
  const bucket = hashOf(id, 20);
  if (bucket === 0) return undefined;
  if (bucket <= 3) return name === "hqdefault" ? "letterboxed" : undefined;
  if (bucket <= 8) return "wide";
  return name === "maxresdefault" ? undefined : "wide";
}

/** A small deterministic generator, so the realistic pictures are the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/**
 * A photo-like thumbnail: large soft colour shapes (a blurred scene), mid-sized texture and fine grain in the
 * brightness, a round "presenter" and big outlined text, as many course thumbnails have. JPEG quality 85 at 1280 × 720
 * gives about 150 KB, in the range of YouTube's own maxresdefault and hq720 files (tens to a few hundred KB).
 */
export async function realisticThumbnail(seed: number, width = 1280, height = 720): Promise<Buffer> {
  const next = random(seed);
  const [cols, rows] = [16, 9];
  const grid = Buffer.alloc(cols * rows * 3);
  const base = [next() * 255, next() * 255, next() * 255];
  for (let cell = 0; cell < cols * rows; cell++)
    for (let channel = 0; channel < 3; channel++)
      grid[cell * 3 + channel] = Math.max(0, Math.min(255, base[channel] + (next() - 0.5) * 140));
  const field = await sharp(grid, { raw: { width: cols, height: rows, channels: 3 } })
    .resize(width, height, { kernel: "cubic" })
    .blur(8)
    .raw()
    .toBuffer();
  const texture = Buffer.alloc(160 * 90);
  for (let i = 0; i < texture.length; i++) texture[i] = next() * 255;
  const textureUp = await sharp(texture, { raw: { width: 160, height: 90, channels: 1 } })
    .resize(width, height, { kernel: "cubic" })
    .raw()
    .toBuffer();
  const pixels = Buffer.alloc(width * height * 3);
  for (let p = 0; p < width * height; p++) {
    const light = (textureUp[p] - 128) * 0.25 + (next() - 0.5) * 9;
    for (let channel = 0; channel < 3; channel++) {
      const value = field[p * 3 + channel] + light;
      pixels[p * 3 + channel] = value < 0 ? 0 : value > 255 ? 255 : value;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <circle cx="${width * 0.75}" cy="${height * 0.5}" r="${height * 0.3}" fill="rgb(225,180,150)" opacity="0.9"/>
    <rect x="${width * 0.6}" y="${height * 0.78}" width="${width * 0.3}" height="${height * 0.3}" rx="40" fill="rgb(40,60,90)"/>
    <text x="${width * 0.05}" y="${height * 0.35}" font-family="sans-serif" font-weight="900" font-size="${height * 0.16}"
      fill="#fff" stroke="#000" stroke-width="${height / 90}" paint-order="stroke">LESSON ${seed}</text>
    <text x="${width * 0.05}" y="${height * 0.58}" font-family="sans-serif" font-weight="900" font-size="${height * 0.12}"
      fill="#ffd400" stroke="#000" stroke-width="${height / 120}" paint-order="stroke">for beginners</text>
  </svg>`;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** YouTube's 4:3 hqdefault: a 16:9 picture with black bars above and below. */
async function letterboxed(picture: Buffer): Promise<Buffer> {
  const inner = await sharp(picture).resize(480, 270).toBuffer();
  return sharp(inner)
    .extend({ top: 45, bottom: 45, background: { r: 0, g: 0, b: 0 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function startThumbnailServer(options: ThumbnailServerOptions = {}): Promise<ThumbnailServer> {
  const { port = 0, catalog = false, realistic = false, everyId = false } = options;
  const caseOf = catalog
    ? (id: string, name: string) =>
        everyId && hashOf(id, 20) === 0 ? (name === "hq720" ? "wide" : undefined) : catalogCase(id, name)
    : fixtureCase;
  // Every answer is computed once: a build asks for thousands, and the server must not compete with it for the CPU.
  const answers = new Map<string, Promise<Buffer>>();
  const picture = (id: string, kind: Kind, seed = hashOf(id, REALISTIC_PICTURES)): Promise<Buffer> => {
    const key = realistic ? `${kind}:${seed}` : `${kind}:${id}`;
    let bytes = answers.get(key);
    if (!bytes) {
      bytes = realistic
        ? realisticThumbnail(seed + 1).then((wide) => (kind === "wide" ? wide : letterboxed(wide)))
        : sharp(readFileSync(path.join(FOLDER, kind === "wide" ? "wide.jpg" : "letterboxed.jpg")))
            .modulate({ hue: hashOf(id, 360) })
            .jpeg({ quality: 80 })
            .toBuffer();
      answers.set(key, bytes);
    }
    return bytes;
  };
  // The realistic pictures are drawn before the server answers, so no request (the build's first, which must come within
  // its 3 s probe) waits for one.
  if (realistic)
    await Promise.all(
      Array.from({ length: REALISTIC_PICTURES }, (_, seed) =>
        (["wide", "letterboxed"] as const).map((kind) => picture(`seed${seed}`, kind, seed)),
      ).flat(),
    );
  const requests: ThumbnailRequest[] = [];
  const server = createServer((request, response) => {
    const match = /^\/vi\/([A-Za-z0-9_-]{11})\/([a-z0-9]+)\.jpg$/.exec(request.url ?? "");
    const kind = match ? caseOf(match[1], match[2]) : undefined;
    void (kind && match ? picture(match[1], kind) : Promise.resolve(undefined)).then((bytes) => {
      if (match) requests.push({ youtubeId: match[1], name: match[2], status: bytes ? 200 : 404 });
      if (!bytes) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": bytes.length }).end(bytes);
    });
  });
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests }),
    ),
  );
}

/** Whether a catalog server (`catalog: true`) has any size of this video's thumbnail. */
export const catalogHasThumbnail = (youtubeId: string) =>
  ["maxresdefault", "hq720", "sddefault", "hqdefault"].some((name) => catalogCase(youtubeId, name) !== undefined);

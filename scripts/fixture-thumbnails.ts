import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import sharp from "sharp";

/**
 * A stand-in for YouTube's image host for the fixture build: /vi/<id>/<name>.jpg. Each video gets a picture of its
 * own (the committed fixture turned to a hue taken from its id), so a test can tell the cards' images apart; it
 * answers the way YouTube does for the cases the build must handle.
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

const hueOf = (id: string) => [...id].reduce((sum, character) => (sum * 31 + character.charCodeAt(0)) % 360, 0);

async function answer(id: string, name: string): Promise<Buffer | undefined> {
  if (id === MISSING_THUMBNAIL_ID) return undefined;
  const file =
    id === LETTERBOXED_THUMBNAIL_ID
      ? name === "hqdefault" && "letterboxed.jpg"
      : name === (id === MAXRES_THUMBNAIL_ID ? "maxresdefault" : "hq720") && "wide.jpg";
  if (!file) return undefined;
  return sharp(readFileSync(path.join(FOLDER, file)))
    .modulate({ hue: hueOf(id) })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export function startThumbnailServer(port = 0): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const match = /^\/vi\/([A-Za-z0-9_-]{11})\/([a-z0-9]+)\.jpg$/.exec(request.url ?? "");
    void (match ? answer(match[1], match[2]) : Promise.resolve(undefined)).then((bytes) => {
      if (!bytes) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": bytes.length }).end(bytes);
    });
  });
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

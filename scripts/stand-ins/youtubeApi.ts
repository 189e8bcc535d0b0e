import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parseYouTubeLink } from "../../src/content/youtubeLink";

/**
 * A stand-in for the YouTube Data API v3 endpoints the build and `npm run add` read (plugins/shared/youtube/), and for
 * YouTube's oEmbed endpoint, answering from the fixture files in e2e/fixtures/youtube-api with the documented shapes:
 *
 * - `GET /youtube/v3/playlistItems?playlistId=…&pageToken=…`: playlistItems/<playlistId>.json holds the answer's
 *   pages in order (each a playlistItemListResponse, `nextPageToken` naming the next); an unknown playlist answers 404
 *   `playlistNotFound`, as YouTube does.
 * - `GET /youtube/v3/videos?part=…&id=a,b,c`: the resources of videos.json with those ids, each with the parts asked
 *   for only (snippet, contentDetails, status…); an id it lacks (deleted), or a private video's, is left out of the
 *   answer, as YouTube leaves it out. `part` is required, as YouTube requires it.
 * - `GET /youtube/v3/playlists?part=…&id=a,b`: the resources of playlists.json (if any) with those ids, the same way.
 * - `GET /oembed?url=…&format=json`: a video's or playlist's title and author_name; 404 for a video or playlist it
 *   lacks, 401 for a private video or one its owner does not let other sites embed, as YouTube answers. Every answer
 *   lets any page read it (Access-Control-Allow-Origin: *), as recent reports say YouTube's does, for the /admin
 *   editor's browser; `withholdCors` leaves that header out, as older reports say YouTube did.
 *
 * `failure` makes every answer one of the troubles the build must survive (oEmbed, which needs no key, only shows the
 * server's: an error, a malformed body, no answer). The server counts what it is asked.
 */
const FOLDER = path.resolve("e2e/fixtures/youtube-api");

/** The answers the build must survive: a refused key, exhausted quota, a server error, a malformed body, no answer. */
export type ApiFailure = "keyInvalid" | "quotaExceeded" | "serverError" | "malformed" | "hang";

export interface ApiRequest {
  endpoint: string;
  params: URLSearchParams;
  status: number;
}

export interface YouTubeApiServer {
  server: Server;
  origin: string;
  /** Every request so far, in order; empty it (`requests.length = 0`) to count one build's. */
  requests: ApiRequest[];
  /** Changes the trouble every later answer shows (undefined: answer normally). */
  fail(failure: ApiFailure | undefined): void;
  /** Whether later oEmbed answers leave out the header that lets another origin's page read them. */
  withholdCors(withhold: boolean): void;
  close(): Promise<void>;
}

interface Resource {
  id: string;
  snippet?: { title?: string; channelTitle?: string; channelId?: string };
  status?: { privacyStatus?: string; embeddable?: boolean };
}

/** The parts a videos or playlists resource may have; another name is refused, as YouTube refuses it. */
const PARTS = {
  videos: new Set([
    "id",
    "snippet",
    "contentDetails",
    "status",
    "statistics",
    "player",
    "topicDetails",
    "recordingDetails",
    "fileDetails",
    "processingDetails",
    "suggestions",
    "liveStreamingDetails",
    "localizations",
  ]),
  playlists: new Set(["id", "snippet", "contentDetails", "status", "player", "localizations"]),
};

/** A file of resources, by id; none when the folder has no such file (a folder written for the build alone). */
function resources(file: string): Map<string, Resource> {
  if (!existsSync(file)) return new Map();
  return new Map((JSON.parse(readFileSync(file, "utf8")) as Resource[]).map((resource) => [resource.id, resource]));
}

/** The resource with the parts asked for only: kind, etag and id always, as YouTube answers. */
function withParts(resource: Resource, parts: ReadonlySet<string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(resource).filter(([field]) => ["kind", "etag", "id"].includes(field) || parts.has(field)),
  );
}

const isPrivate = (resource: Resource) => resource.status?.privacyStatus === "private";

/** The error body YouTube sends: `error.errors[].reason` says why. */
function apiError(code: number, reason: string, message: string) {
  return { error: { code, message, errors: [{ message, domain: "youtube.api", reason }] } };
}

const FAILURES: Record<Exclude<ApiFailure, "hang" | "malformed">, [number, object]> = {
  // What YouTube answers today for a key it does not know (details carry API_KEY_INVALID; older answers, keyInvalid).
  keyInvalid: [400, apiError(400, "keyInvalid", "API key not valid. Please pass a valid API key.")],
  quotaExceeded: [
    403,
    apiError(403, "quotaExceeded", "The request cannot be completed because you have exceeded your quota."),
  ],
  serverError: [503, apiError(503, "backendError", "The service is currently unavailable.")],
};

/**
 * How long a unit test lets a reader wait for this stand-in: long enough for an answer on a machine busy with the rest
 * of `npm test` (the tests of an API that hangs set a short one of their own).
 */
export const STAND_IN_TIMEOUT_MS = 10_000;

export async function startYouTubeApiServer(
  options: { port?: number; failure?: ApiFailure; folder?: string } = {},
): Promise<YouTubeApiServer> {
  const { port = 0, folder = FOLDER } = options;
  let failure = options.failure;
  let cors = true;
  const videos = resources(path.join(folder, "videos.json"));
  const playlists = resources(path.join(folder, "playlists.json"));
  const requests: ApiRequest[] = [];
  /** oEmbed's answer for a watch or playlist link: 200 with its title and channel, 404 when missing, 401 when private. */
  const oembed = (params: URLSearchParams, answer: (status: number, body: unknown) => void) => {
    const link = parseYouTubeLink(params.get("url") ?? "");
    if (link.kind === "invalid") return answer(404, "Not Found");
    const resource =
      link.kind === "video" || link.youtubeId !== undefined
        ? videos.get(link.youtubeId ?? "")
        : playlists.get(link.playlistId);
    if (!resource) return answer(404, "Not Found");
    if (isPrivate(resource) || resource.status?.embeddable === false) return answer(401, "Unauthorized");
    const title = resource.snippet?.title ?? resource.id;
    const channel = resource.snippet?.channelTitle ?? "Fixture Academy";
    answer(200, {
      title,
      author_name: channel,
      author_url: `https://www.youtube.com/channel/${resource.snippet?.channelId ?? "UCfixture"}`,
      type: "video",
      height: 113,
      width: 200,
      version: "1.0",
      provider_name: "YouTube",
      provider_url: "https://www.youtube.com/",
      thumbnail_height: 360,
      thumbnail_width: 480,
      thumbnail_url: `https://i.ytimg.com/vi/${resource.id}/hqdefault.jpg`,
      html: `<iframe width="200" height="113" src="https://www.youtube.com/embed/${resource.id}"></iframe>`,
    });
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const endpoint = url.pathname.replace(/^\/youtube\/v3\//, "").replace(/^\//, "");
    const send = (status: number, body: unknown) => {
      requests.push({ endpoint, params: url.searchParams, status });
      response.writeHead(status, { "Content-Type": "application/json; charset=UTF-8" }).end(JSON.stringify(body));
    };
    if (failure === "hang") return void requests.push({ endpoint, params: url.searchParams, status: 0 });
    if (failure === "malformed") {
      requests.push({ endpoint, params: url.searchParams, status: 200 });
      return void response.writeHead(200, { "Content-Type": "application/json" }).end('{"kind": "youtube#');
    }
    if (endpoint === "oembed") {
      if (cors) response.setHeader("Access-Control-Allow-Origin", "*");
      if (failure === "serverError") return send(...FAILURES.serverError);
      return oembed(url.searchParams, (status, body) => {
        requests.push({ endpoint, params: url.searchParams, status });
        response
          .writeHead(status, { "Content-Type": status === 200 ? "application/json" : "text/html; charset=utf-8" })
          .end(status === 200 ? JSON.stringify(body) : String(body));
      });
    }
    if (failure) return send(...FAILURES[failure]);
    if (!url.searchParams.get("key"))
      return send(403, apiError(403, "forbidden", "The request is missing a valid API key."));
    if (endpoint === "playlistItems") {
      const id = url.searchParams.get("playlistId") ?? "";
      const file = path.join(folder, "playlistItems", `${id}.json`);
      if (!/^[A-Za-z0-9_-]+$/.test(id) || !existsSync(file))
        return send(
          404,
          apiError(
            404,
            "playlistNotFound",
            "The playlist identified with the request's playlistId parameter cannot be found.",
          ),
        );
      const pages = JSON.parse(readFileSync(file, "utf8")) as { nextPageToken?: string }[];
      const token = url.searchParams.get("pageToken");
      // A page's token is the one the page before it gave as its nextPageToken.
      const index = token ? pages.findIndex((_, i) => i > 0 && pages[i - 1].nextPageToken === token) : 0;
      if (index < 0)
        return send(400, apiError(400, "invalidPageToken", "The request specifies an invalid page token."));
      return send(200, pages[index]);
    }
    if (endpoint === "videos" || endpoint === "playlists") {
      const part = url.searchParams.get("part");
      if (!part) return send(400, apiError(400, "required", "Required parameter: part"));
      const parts = new Set(part.split(",").map((name) => name.trim()));
      const unknown = [...parts].find((name) => !PARTS[endpoint].has(name));
      if (unknown !== undefined) return send(400, apiError(400, "unknownPart", `'${unknown}'`));
      const ids = (url.searchParams.get("id") ?? "").split(",").filter(Boolean);
      if (ids.length > 50) return send(400, apiError(400, "invalidFilters", "Too many ids."));
      const found = endpoint === "videos" ? videos : playlists;
      // A private video or playlist is its owner's to see: a key alone does not show it.
      const items = ids.flatMap((id) => {
        const resource = found.get(id);
        return resource && !isPrivate(resource) ? [withParts(resource, parts)] : [];
      });
      return send(200, {
        kind: endpoint === "videos" ? "youtube#videoListResponse" : "youtube#playlistListResponse",
        etag: `etag-${endpoint}-${ids.length}`,
        items,
        pageInfo: { totalResults: items.length, resultsPerPage: items.length },
      });
    }
    send(404, apiError(404, "notFound", "Not found"));
  });
  // Connections kept open as long as a client may reuse them: with Node's 5 s, a request made just as the server closes
  // an idle connection is reset (ECONNRESET), which a loaded CI machine hits between two commands of one test.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    server,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    fail: (next) => void (failure = next),
    withholdCors: (withhold) => void (cors = !withhold),
    close: () =>
      new Promise<void>((resolve) => {
        // A hanging answer's connection would keep the server open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

/**
 * A stand-in for the two YouTube Data API v3 endpoints the build reads (plugins/corsi-playlists), answering from the
 * fixture files in e2e/fixtures/youtube-api with the documented response shapes:
 *
 * - `GET /youtube/v3/playlistItems?playlistId=…&pageToken=…`: playlistItems/<playlistId>.json holds the answer's
 *   pages in order (each a playlistItemListResponse, `nextPageToken` naming the next); an unknown playlist answers 404
 *   `playlistNotFound`, as YouTube does.
 * - `GET /youtube/v3/videos?id=a,b,c`: the resources of videos.json with those ids; an id it lacks (private, deleted)
 *   is left out of the answer, as YouTube leaves it out.
 *
 * `failure` makes every answer one of the troubles the build must survive. The server counts what it is asked.
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
  close(): Promise<void>;
}

interface VideoResource {
  id: string;
}

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

export async function startYouTubeApiServer(
  options: { port?: number; failure?: ApiFailure; folder?: string } = {},
): Promise<YouTubeApiServer> {
  const { port = 0, folder = FOLDER } = options;
  let failure = options.failure;
  const videos = new Map(
    (JSON.parse(readFileSync(path.join(folder, "videos.json"), "utf8")) as VideoResource[]).map((video) => [
      video.id,
      video,
    ]),
  );
  const requests: ApiRequest[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const endpoint = url.pathname.replace(/^\/youtube\/v3\//, "");
    const send = (status: number, body: unknown) => {
      requests.push({ endpoint, params: url.searchParams, status });
      response.writeHead(status, { "Content-Type": "application/json; charset=UTF-8" }).end(JSON.stringify(body));
    };
    if (failure === "hang") return void requests.push({ endpoint, params: url.searchParams, status: 0 });
    if (failure === "malformed") {
      requests.push({ endpoint, params: url.searchParams, status: 200 });
      return void response.writeHead(200, { "Content-Type": "application/json" }).end('{"kind": "youtube#');
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
    if (endpoint === "videos") {
      const ids = (url.searchParams.get("id") ?? "").split(",").filter(Boolean);
      if (ids.length > 50) return send(400, apiError(400, "invalidFilters", "Too many ids."));
      const items = ids.flatMap((id) => videos.get(id) ?? []);
      return send(200, {
        kind: "youtube#videoListResponse",
        etag: `etag-videos-${ids.length}`,
        items,
        pageInfo: { totalResults: items.length, resultsPerPage: items.length },
      });
    }
    send(404, apiError(404, "notFound", "Not found"));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    server,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    fail: (next) => void (failure = next),
    close: () =>
      new Promise<void>((resolve) => {
        // A hanging answer's connection would keep the server open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

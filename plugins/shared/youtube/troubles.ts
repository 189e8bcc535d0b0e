import { z } from "zod";

/**
 * Every way a call to YouTube's Data API can fail, told apart once for all its readers (the build's lessons and video
 * facts, `npm run add`): the answer's status and reason become one Trouble, and each Trouble one sentence for the log.
 */

/** Why something could not be read. The first seven stop a build's reading; the others concern one thing asked. */
export type Trouble =
  | "noKey"
  | "keyRefused"
  | "quota"
  | "serverError"
  | "timeout"
  | "unreachable"
  | "bound"
  | "notFound"
  | "refused"
  | "malformed";

export const STOPS_READING: ReadonlySet<Trouble> = new Set([
  "noKey",
  "keyRefused",
  "quota",
  "serverError",
  "timeout",
  "unreachable",
  "bound",
]);

export class ApiTrouble extends Error {
  constructor(
    readonly trouble: Trouble,
    /** What the answer said, for the log: "HTTP 403 quotaExceeded", "timed out after 10 s". */
    readonly detail: string,
  ) {
    super(`${trouble}: ${detail}`);
  }
}

const KEY_REASONS = new Set(["keyInvalid", "keyExpired", "forbidden", "accessNotConfigured", "ipRefererBlocked"]);
const QUOTA_REASONS = new Set(["quotaExceeded", "dailyLimitExceeded", "rateLimitExceeded", "userRateLimitExceeded"]);

const errorBody = z.object({
  error: z.object({
    message: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional() })).optional(),
    details: z.array(z.object({ reason: z.string().optional() })).optional(),
  }),
});

/** The Trouble of an HTTP error answer, by its status and the reason in its body (YouTube's error shape). */
export function troubleOf(status: number, body: unknown): ApiTrouble {
  const parsed = errorBody.safeParse(body);
  const error = parsed.success ? parsed.data.error : undefined;
  const reasons = [...(error?.errors ?? []), ...(error?.details ?? [])].flatMap(({ reason }) => reason ?? []);
  const detail = `HTTP ${status}${reasons[0] ? ` ${reasons[0]}` : ""}`;
  const keyRefused =
    reasons.some((reason) => KEY_REASONS.has(reason) || reason === "API_KEY_INVALID") ||
    (status === 400 && /API key/i.test(error?.message ?? ""));
  if (status >= 500) return new ApiTrouble("serverError", detail);
  if (reasons.some((reason) => QUOTA_REASONS.has(reason))) return new ApiTrouble("quota", detail);
  if ((status === 400 || status === 403) && keyRefused) return new ApiTrouble("keyRefused", detail);
  if (status === 404) return new ApiTrouble("notFound", detail);
  return new ApiTrouble("refused", detail);
}

export type TroubleSentence = (detail: string) => string;

/**
 * Each Trouble as a reader says it. What differs between the readers: what no key leaves unread, what the bound
 * counts, and what "not found" means.
 */
export function troubleSentences(
  own: Pick<Record<Trouble, TroubleSentence>, "noKey" | "bound" | "notFound">,
): Record<Trouble, TroubleSentence> {
  return {
    keyRefused: (detail) => `YouTube refused the key in YOUTUBE_API_KEY (${detail})`,
    quota: (detail) => `the key's daily YouTube quota is used up (${detail})`,
    serverError: (detail) => `YouTube's API answered with a server error (${detail})`,
    timeout: (detail) => `YouTube's API did not answer (${detail})`,
    unreachable: (detail) => `YouTube's API cannot be reached (${detail})`,
    refused: (detail) => `YouTube refused the request (${detail})`,
    malformed: (detail) => `YouTube's answer was not as documented (${detail})`,
    ...own,
  };
}

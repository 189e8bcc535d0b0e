/** What a page tells the worker once it is ready (plugins/corsi-boot/inline/offlineScript.ts): what it loaded. */
export interface KeepMessage {
  /** The page's own address. */
  readonly page: string;
  /** The files it loaded (the Resource Timing entries' names); the worker keeps those its rules keep. */
  readonly files: readonly string[];
}

/** At most this many files a message: a page loads a few dozen. */
export const KEEP_MESSAGE_FILES = 200;

export function isKeepMessage(data: unknown): data is KeepMessage {
  if (typeof data !== "object" || data === null) return false;
  const { page, files } = data as Record<string, unknown>;
  return (
    typeof page === "string" &&
    Array.isArray(files) &&
    files.length <= KEEP_MESSAGE_FILES &&
    files.every((file) => typeof file === "string")
  );
}

/** What a kept page says, written into the worker from data/site.yaml's `offline`. */
export interface OfflineTexts {
  /** "You are offline: this page is as it was on {day}." */
  readonly kept: string;
}

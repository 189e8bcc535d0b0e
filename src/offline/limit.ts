import { KEEPING_LIMITS, type KeptKind } from "./rules";

/** One response the worker keeps, as its cache's headers describe it (keptCopy.ts). */
export interface KeptEntry {
  readonly kind: KeptKind;
  readonly url: string;
  /** When it was kept (ms since 1970). */
  readonly at: number;
  readonly bytes: number;
}

export type KeepingLimits = typeof KEEPING_LIMITS;

/**
 * The entries to drop so that what is kept fits its limits: first, in each kind, those beyond its count, the ones kept
 * longest ago; then, from all kinds, again the ones kept longest ago until the bytes left fit. Workbox's
 * ExpirationPlugin bounds one cache's count but not the bytes of several caches, hence this one rule for both.
 */
export function entriesOverLimit(entries: readonly KeptEntry[], limits: KeepingLimits = KEEPING_LIMITS): KeptEntry[] {
  const newestFirst = [...entries].sort((a, b) => b.at - a.at);
  const seen = new Map<KeptKind, number>();
  const dropped = new Set<KeptEntry>();
  for (const entry of newestFirst) {
    const count = (seen.get(entry.kind) ?? 0) + 1;
    seen.set(entry.kind, count);
    if (count > limits.entries[entry.kind]) dropped.add(entry);
  }
  let bytes = 0;
  for (const entry of newestFirst) {
    if (dropped.has(entry)) continue;
    bytes += entry.bytes;
    if (bytes > limits.bytes) dropped.add(entry);
  }
  return newestFirst.filter((entry) => dropped.has(entry)).reverse();
}

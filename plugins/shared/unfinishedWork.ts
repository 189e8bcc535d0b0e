/**
 * Work a plugin's onPostBuild starts and leaves running while the other plugins' onPostBuild run (Gatsby runs them one
 * after another), and that the site's adapter waits for before it rearranges public/ (plugins/corsi-host/adapter.ts).
 * Held on globalThis: Gatsby bundles each plugin's gatsby-node apart from the config that holds the adapter, so a
 * module's own variable would not be shared between them.
 */
const UNFINISHED = Symbol.for("corsi.unfinishedBuildWork");

type Holder = { [UNFINISHED]?: Promise<unknown>[] };

export function leaveRunning(work: Promise<unknown>): void {
  const holder = globalThis as Holder;
  (holder[UNFINISHED] ??= []).push(work);
}

/** Waits for all the work left running, then forgets it. */
export async function finishLeftRunning(): Promise<void> {
  const holder = globalThis as Holder;
  const work = holder[UNFINISHED] ?? [];
  holder[UNFINISHED] = [];
  await Promise.all(work);
}

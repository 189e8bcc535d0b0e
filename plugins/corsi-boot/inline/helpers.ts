import type { clock } from "../../../src/content/clock";
import type { lengthWords } from "../../../src/content/duration";
import type { fill } from "../../../src/content/text";
import type { answerNewer, backupDue, readKeeping, tellStatus } from "../../../src/learner/keeping";
import type { readKeptList, readStoredList, setAside, writeKeptList } from "../../../src/learner/storedList";
import type { countPathProgress } from "../../../src/paths/pathProgress";

/**
 * Every function an inline script may be handed (serialise.ts), under its own name: each script takes the ones it
 * names (`Pick<InlineHelpers, …>`), and listScripts.ts hands them.
 */
export type InlineHelpers = {
  readonly readKeptList: typeof readKeptList;
  readonly readStoredList: typeof readStoredList;
  readonly setAside: typeof setAside;
  readonly writeKeptList: typeof writeKeptList;
  readonly readKeeping: typeof readKeeping;
  readonly backupDue: typeof backupDue;
  readonly answerNewer: typeof answerNewer;
  readonly tellStatus: typeof tellStatus;
  readonly countPathProgress: typeof countPathProgress;
  readonly lengthWords: typeof lengthWords;
  readonly fill: typeof fill;
  readonly clock: typeof clock;
};

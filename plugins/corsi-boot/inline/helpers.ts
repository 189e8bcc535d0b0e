import { clock } from "../../../src/content/clock";
import { lengthWords } from "../../../src/content/duration";
import { fill } from "../../../src/content/text";
import { answerNewer, backupDue, readKeeping, tellStatus } from "../../../src/learner/keeping";
import { readKeptList, readStoredList, setAside, writeKeptList } from "../../../src/learner/storedList";
import { countPathProgress } from "../../../src/paths/pathProgress";

/** The list's one reader and one writer (src/learner/storedList.ts). */
const LIST = { readKeptList, readStoredList, setAside, writeKeptList };
/** The backup clock's record, and what a page says of a list it cannot write (src/learner/keeping.ts). */
const KEEPING = { readKeeping, backupDue, answerNewer, tellStatus };
/** What a page writes of a course or a path: its progress, its length, its texts, a time in a lesson. */
const WORDS = { countPathProgress, lengthWords, fill, clock };

/**
 * Every function an inline script may be handed, under its own name: a script destructures the ones it calls from its
 * second parameter, and the serialiser (serialise.ts) hands it those and no other.
 */
export const INLINE_HELPERS = { ...LIST, ...KEEPING, ...WORDS };

export type InlineHelpers = typeof INLINE_HELPERS;

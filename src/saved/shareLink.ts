import type * as SchemaModule from "../learner/schema";
import type * as ShareModule from "../learner/share";
import {
  holdsNotes,
  type LearnerList,
  SHARE_LINK_LIMIT,
  withoutLessons,
  withoutNotes,
  withoutPlaces,
} from "../learner/list";
import { catalogKnows, type SavedCatalog } from "../learner/savedCatalog";

/** /Saved's modules loaded after it starts, and the share link it makes of a list. */

type Schema = typeof SchemaModule;
let schema: Promise<Schema> | undefined;
/** The full schema (zod) in a chunk of its own, asked for as /Saved starts, so reading a file or a link asks nothing. */
export const loadSchema = () => (schema ??= import("../learner/schema"));
let share: Promise<typeof ShareModule> | undefined;
/** The links' formats (src/learner/share.ts, with the schema), asked for as /Saved starts too. */
export const loadShare = () => (share ??= import("../learner/share"));

/**
 * The share link of the whole list, as short as one QR code needs it, and what it says it left out: without the notes
 * if it must be, then the places the player kept, then the ticked lessons too.
 */
export async function shareLinkOf(
  current: LearnerList,
  catalog: SavedCatalog | undefined,
  text: Pick<
    Queries.SavedListTextFragment,
    "shareWithoutNotes" | "shareWithoutPlaces" | "shareWithoutLessons" | "shareTooLong"
  >,
): Promise<{ link: string; note: string }> {
  const { encodeCompactShare } = await loadShare();
  const known = catalogKnows(catalog);
  const linkTo = async (list: LearnerList) =>
    `${location.origin}${location.pathname}#${await encodeCompactShare(list, known)}`;
  let link = await linkTo(current);
  // Too long for one QR code (SHARE_LINK_LIMIT): without the notes (they travel by file), then without the places
  // the player kept, then without the ticked lessons too, each said.
  let said = "";
  if (link.length > SHARE_LINK_LIMIT) {
    link = await linkTo(withoutNotes(current));
    said = text.shareWithoutNotes;
  }
  if (link.length > SHARE_LINK_LIMIT) {
    link = await linkTo(withoutPlaces(withoutNotes(current)));
    said = `${text.shareWithoutNotes} ${text.shareWithoutPlaces}`;
  }
  if (link.length > SHARE_LINK_LIMIT) {
    link = await linkTo(withoutLessons(withoutPlaces(withoutNotes(current))));
    said = link.length > SHARE_LINK_LIMIT ? text.shareTooLong : `${text.shareWithoutNotes} ${text.shareWithoutLessons}`;
  }
  // A link that carries all but the notes says so only where the list holds some.
  if (!holdsNotes(current) && said === text.shareWithoutNotes) said = "";
  return { link, note: said };
}

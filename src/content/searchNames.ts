/**
 * What search finds a card by beyond what it shows (data/names.yaml, plugins/corsi-content): a technology's other
 * names, and its words' Arabic spellings folded. Shared by the build, which writes them into each card for Pagefind
 * (VideoCard, PaidCourseCard), and the search box, which folds what the visitor types the same way
 * (src/catalogTools/search.ts). docs/decisions/0028-names-new-and-feeds.md says what Pagefind folds by itself.
 */

/** The attribute a card carries them in, which Pagefind indexes as the card's text (data-pagefind-index-attrs). */
export const SEARCH_NAMES_ATTRIBUTE = "data-search-names";

/** Harakat, the superscript alef and the tatweel: marks a learner seldom types. */
const MARKS = /[\u064B-\u0652\u0670\u0640]/g;

/**
 * One spelling for the letters Arabic writers interchange: alef with hamza or madda → alef, alef maqsura → yeh, teh
 * marbuta → heh; without marks, in lower case. Pagefind's Arabic stemmer folds some of these in longer words only
 * ("دوره" finds "دورة", "اله" does not find "آلة").
 */
export function foldArabic(text: string): string {
  return text
    .normalize("NFC")
    .replace(MARKS, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .toLowerCase();
}

/** Words as Pagefind splits them here: letters and digits, with `+` and `#` (plugins/corsi-search). */
const words = (text: string) => foldArabic(text).match(/[\p{L}\p{N}+#]+/gu) ?? [];

/** Whether `name`'s words come one after another in `text`'s. */
function says(text: readonly string[], name: readonly string[]): boolean {
  if (name.length === 0) return false;
  for (let at = 0; at + name.length <= text.length; at += 1)
    if (name.every((word, i) => text[at + i] === word)) return true;
  return false;
}

/**
 * What a card is also found by: for each group of names one of which its text says, the group's other names; and
 * each word of its text whose folded spelling differs. Empty when there is nothing to add.
 */
export function searchNames(text: string, groups: readonly (readonly string[])[]): string {
  const found = words(text);
  const extra = new Set<string>();
  for (const word of text.normalize("NFC").match(/[\p{L}\p{N}+#]+/gu) ?? []) {
    const folded = foldArabic(word);
    if (folded !== word.toLowerCase()) extra.add(folded);
  }
  for (const group of groups)
    if (group.some((name) => says(found, words(name))))
      for (const name of group) if (!says(found, words(name))) extra.add(foldArabic(name));
  return [...extra].join(" ");
}

/**
 * What search finds a card by beyond what it shows (data/names.yaml, plugins/corsi-content): a technology's other
 * spellings, and its words' Arabic spellings folded. Shared by the build, which writes them into each card for
 * Pagefind (VideoCard, PaidCourseCard), and the search box, which folds what the visitor types the same way and puts
 * the cards that say the query itself first (src/catalogTools/search.ts). docs/decisions/0028-names-new-and-feeds.md
 * says what Pagefind folds by itself.
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
const WORD = /[\p{L}\p{N}+#]+/gu;
/** A text's words as search reads them: folded, split as Pagefind splits them. */
export const words = (text: string): string[] => foldArabic(text).match(WORD) ?? [];

/**
 * What Arabic writes onto a word's front: the article, "and", "with", "for", "so", "as", and their pairs
 * ("والجافاسكربت", "بالبايثون", "للمبتدئين"). A spelling counts with one of them attached to its first word.
 */
const PREFIXES = [
  "ال",
  "و",
  "ف",
  "ب",
  "ل",
  "ك",
  "وال",
  "فال",
  "بال",
  "كال",
  "لل",
  "ولل",
  "فلل",
  "وب",
  "ول",
  "فب",
  "فل",
];

/** One spelling of a name: its words, folded, as one text (`key`), and the name's place in the list it came from. */
interface Spelling {
  words: readonly string[];
  key: string;
  name: number;
}

/**
 * The names list as matching reads it, made once per list: the spellings by their first word, the longest first
 * ("جافا سكريبت" is tried before "جافا"), and each name's spellings folded, as a card carries them.
 */
interface Spellings {
  byFirst: Map<string, Spelling[]>;
  ofName: string[][];
}

const compiled = new WeakMap<readonly (readonly string[])[], Spellings>();

function spellingsOf(names: readonly (readonly string[])[]): Spellings {
  const known = compiled.get(names);
  if (known) return known;
  const byFirst = new Map<string, Spelling[]>();
  const ofName = names.map((spellings, name) =>
    spellings.flatMap((spelling) => {
      const said = words(spelling);
      const first = said[0];
      if (first === undefined) return [];
      const entry = { words: said, key: said.join(" "), name };
      byFirst.set(first, [...(byFirst.get(first) ?? []), entry]);
      return [entry.key];
    }),
  );
  for (const list of byFirst.values())
    list.sort((a, b) => b.words.length - a.words.length || b.key.length - a.key.length);
  const made = { byFirst, ofName };
  compiled.set(names, made);
  return made;
}

/** The spellings whose first word is `word`, or `word` without a prefix Arabic attached to it; the longest first. */
function candidates(word: string, byFirst: Spellings["byFirst"]): readonly Spelling[] {
  const found = [...(byFirst.get(word) ?? [])];
  const own = found.length;
  for (const prefix of PREFIXES)
    if (word.length > prefix.length && word.startsWith(prefix))
      found.push(...(byFirst.get(word.slice(prefix.length)) ?? []));
  // One list is in order already; only a word that also reads as prefix + spelling mixes two.
  return found.length === own ? found : found.sort((a, b) => b.words.length - a.words.length);
}

/**
 * The spellings a text says, and the names they belong to. Read word by word, the longest spelling at a place first,
 * whose words are then read: "React Native" is not also "React", nor "Node JS" also "JS". A spelling is whole words only,
 * its first word with an Arabic prefix or without.
 */
export function spellingsSaid(
  text: string,
  names: readonly (readonly string[])[],
): { names: Set<number>; spellings: Set<string> } {
  const said = words(text);
  const { byFirst } = spellingsOf(names);
  const found = { names: new Set<number>(), spellings: new Set<string>() };
  for (let at = 0; at < said.length;) {
    const hit = candidates(said[at], byFirst).find((spelling) =>
      spelling.words.every((word, i) => i === 0 || said[at + i] === word),
    );
    if (!hit) {
      at += 1;
      continue;
    }
    found.names.add(hit.name);
    found.spellings.add(hit.key);
    at += hit.words.length;
  }
  return found;
}

/**
 * What a card is also found by: every spelling of each name its text says, but those it says; and each word of its
 * text whose folded spelling differs. Empty when there is nothing to add.
 */
export function searchNames(text: string, names: readonly (readonly string[])[]): string {
  const extra = new Set<string>();
  for (const word of text.normalize("NFC").match(WORD) ?? []) {
    const folded = foldArabic(word);
    if (folded !== word.toLowerCase()) extra.add(folded);
  }
  const said = spellingsSaid(text, names);
  const { ofName } = spellingsOf(names);
  for (const name of said.names)
    for (const spelling of ofName[name]) if (!said.spellings.has(spelling)) extra.add(spelling);
  return [...extra].join(" ");
}

/**
 * Whether a title says the query as typed (folded, each word whole, an Arabic prefix allowed): the search box lists
 * those before the cards found through another spelling of a name.
 */
export function saysQuery(title: string, query: string): boolean {
  const asked = words(query);
  if (asked.length === 0) return false;
  return spellingsSaid(title, [[asked.join(" ")]]).names.size > 0;
}

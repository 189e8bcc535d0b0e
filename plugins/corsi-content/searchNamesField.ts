import type { Locale } from "../../src/siteManifest";
import { searchNames } from "../../src/content/searchNames";
import { localeArg, type ResolverContext } from "../shared/nodeModel";
import { TYPE_NAME_BY_FILE } from "./files";
import { type SearchNames, spellingGroups } from "./schema";
import { fromSingleFile } from "./singleFiles";

// The names file's spellings, worked out once while it is the same (every card of every page asks).
const namesOf = fromSingleFile(TYPE_NAME_BY_FILE["names.yaml"], (file) =>
  spellingGroups({ names: (file?.names as SearchNames["names"] | undefined) ?? [] }),
);
// What search also finds a card by (data/names.yaml, src/content/searchNames.ts), from the text it shows in a locale.
export const searchNamesField = <E>(shown: (entry: E, locale: Locale) => string) => ({
  type: "String",
  args: { locale: "String" },
  resolve: async (entry: E, { locale }: { locale?: string }, context: ResolverContext) =>
    searchNames(shown(entry, localeArg(locale)), await namesOf(context)) || null,
});

import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../src/siteManifest";

/** The part of Gatsby's node model the local plugins' resolvers use (its own type is not exported by Gatsby). */
export interface NodeModel {
  getNodeById(args: { id: string; type?: string }): Record<string, unknown> | null;
  findOne(args: { type: string; query: object }): Promise<Record<string, unknown> | null>;
  findAll(args: { type: string; query?: object }): Promise<{ entries: Iterable<Record<string, unknown>> }>;
}

/** What Gatsby hands a resolver as its third argument. */
export interface ResolverContext {
  nodeModel: NodeModel;
}

/** The `locale` argument of a localised field ("en" when a query gives none). */
export function localeArg(locale: string | undefined): Locale {
  return locale !== undefined && locale in LOCALES ? (locale as Locale) : DEFAULT_LOCALE;
}

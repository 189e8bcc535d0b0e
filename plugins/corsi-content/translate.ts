/**
 * A file's content in another locale: the English content with each text replaced by the locale file's text at the
 * same place. Lists are matched entry by entry (validation checks they are as long as the English ones); everything
 * the locale file does not hold (addresses, icons, contact details) stays as in English.
 */
export function translated<T>(original: T, texts: unknown): T {
  if (texts === undefined || texts === null) return original;
  if (typeof original === "string") return (typeof texts === "string" ? texts : original) as T;
  if (Array.isArray(original))
    return original.map((entry: unknown, i) => translated(entry, Array.isArray(texts) ? texts[i] : undefined)) as T;
  if (original && typeof original === "object" && typeof texts === "object") {
    const out: Record<string, unknown> = { ...(original as Record<string, unknown>) };
    for (const [key, text] of Object.entries(texts as Record<string, unknown>))
      if (key in out) out[key] = translated(out[key], text);
    return out as T;
  }
  return original;
}

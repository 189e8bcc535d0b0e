/**
 * A topic's address after /Free/: readable in the topic's own script. Latin letters are lower-cased and lose their
 * accents, Arabic letters stay Arabic (the URL carries them percent-encoded), and the symbols that tell programming
 * languages apart are spelled out, so "C", "C++" and "C#" get three different addresses.
 *   "Python Learning" → "python-learning"   "C# Learning" → "c-sharp-learning"   "تعلم بايثون" → "تعلم-بايثون"
 */
const SPELLED_OUT: Record<string, string> = { "+": " plus ", "#": " sharp ", "&": " and " };

/**
 * Accents on Latin letters, and the optional short vowels (harakat) and elongation (tatweel) in Arabic. The hamza
 * marks (U+0654, U+0655) stay: they are part of letters like أ, which NFKD splits and NFC puts back together.
 */
const DROPPED_MARKS = /[\u0300-\u036f\u064b-\u0653\u0656-\u065f\u0670\u0640]/g;

export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(DROPPED_MARKS, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/[+#&]/g, (symbol) => SPELLED_OUT[symbol])
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/** The owner's `slug:` when given (normalised the same way), else one made from the title. */
export function topicSlug({ title, slug }: { title: string; slug?: string | null }): string {
  return slugify(slug ?? title);
}

/** The key two addresses are compared by: the host sends case variants to one address, so case never separates two. */
export function slugKey(slug: string): string {
  return slug.toLowerCase();
}

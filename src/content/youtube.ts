/** Links to a YouTube video, built from its id (and playlist, when it has one). */
export interface YouTubeVideoRef {
  youtubeId: string;
  playlistId?: string | null;
}

/** The privacy-enhanced embed, requested only after the visitor presses play. */
export function embedUrl({ youtubeId, playlistId }: YouTubeVideoRef): string {
  const params = new URLSearchParams({ autoplay: "1" });
  if (playlistId) params.set("list", playlistId);
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?${params}`;
}

export function watchUrl({ youtubeId, playlistId }: YouTubeVideoRef): string {
  const params = new URLSearchParams({ v: youtubeId });
  if (playlistId) params.set("list", playlistId);
  return `https://www.youtube.com/watch?${params}`;
}

/** Section anchor from its title: "Front end Development" → "front-end-development". */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // accents: "é" → "e"
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

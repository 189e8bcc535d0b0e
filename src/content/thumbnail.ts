/** A video's thumbnail as the build made it (corsi-thumbnails and Gatsby's image pipeline), from Corsi's own origin. */
export interface PosterImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/** The files of a video's thumbnail, when the build has one (the WebP sizes of Gatsby's image data). */
export function posterImage(thumbnail: Queries.VideoCardFragment["thumbnail"]): PosterImage | undefined {
  const data = thumbnail?.gatsbyImageData;
  const fallback = data?.images.fallback;
  if (!data || !fallback?.srcSet) return undefined;
  return { src: fallback.src, srcSet: fallback.srcSet, width: data.width, height: data.height };
}

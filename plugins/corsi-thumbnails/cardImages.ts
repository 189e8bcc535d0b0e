import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { CreateResolversArgs, Node } from "gatsby";
import { generateImageData } from "gatsby-plugin-sharp";
import { PAID_TYPE_NAME } from "../corsi-content/files";
import type { NodeModel } from "../shared/nodeModel";
import { THUMBNAIL_TYPE } from "../shared/nodeTypes";
import { cropped, md5 } from "./pictures";
import { CARD_IMAGE_ARGS } from "./thumbnails";

/** The cropped picture a VideoThumbnail node points to (not in the schema: the `image` field's resolver reads it). */
export interface Picture {
  path: string;
  /** md5 of the file: gatsby-plugin-sharp names the files it makes after it, so a changed picture gets new URLs. */
  digest: string;
}

export type ThumbnailNode = Node & { youtubeId: string; picture: Picture | null };

interface PaidCourseNode {
  parent?: string | null;
  image?: string | null;
}

/** VideoThumbnail.image and PaidCourse.picture: a card's WebP files, made by gatsby-plugin-sharp's jobs. */
export function cardImageResolvers({ createResolvers, cache, reporter, pathPrefix }: CreateResolversArgs): void {
  /** A cropped picture's card files (CARD_IMAGE_ARGS). */
  const cardImage = async (name: string, picture: Picture) => {
    const file = {
      absolutePath: picture.path,
      name,
      base: `${name}.jpg`,
      extension: "jpg",
      internal: { contentDigest: picture.digest },
    };
    const data = await generateImageData({ file, args: CARD_IMAGE_ARGS, pathPrefix, reporter, cache });
    const fallback = data?.images.fallback;
    if (!data || !fallback?.srcSet) return null;
    // gatsby-plugin-sharp writes one width a line; an attribute reads the same on one.
    return {
      src: fallback.src,
      srcSet: fallback.srcSet.replace(/\s*\n\s*/g, " "),
      width: data.width,
      height: data.height,
    };
  };
  const folder = path.join(cache.directory, "paid");
  // Each page of each edition asks for the same pictures, at the same time: one cut per picture, written whole (a
  // rename) before any reader sees it.
  const cuts = new Map<string, Promise<string>>();
  const cutOnce = (digest: string, source: Buffer) => {
    const cut = path.join(folder, `${digest}.jpg`);
    let done = cuts.get(digest);
    if (!done) {
      done = (async () => {
        if (existsSync(cut)) return cut;
        await mkdir(folder, { recursive: true });
        // The query workers are processes of their own: each writes its own file, and a rename is whole.
        const part = `${cut}.${process.pid}.part`;
        await writeFile(part, await cropped(source));
        await rename(part, cut);
        return cut;
      })();
      cuts.set(digest, done);
    }
    return done;
  };
  createResolvers({
    [THUMBNAIL_TYPE]: {
      image: {
        type: "CardImage",
        resolve: ({ youtubeId, picture }: ThumbnailNode) => (picture ? cardImage(youtubeId, picture) : null),
      },
    },
    // A paid course's picture, from beside its file (validation checked it is there), cut to the cards' 16:9 as a
    // thumbnail is: served from Corsi's origin, so nothing is ever asked of the seller's site.
    [PAID_TYPE_NAME]: {
      picture: {
        type: "CardImage",
        resolve: async (course: PaidCourseNode, _args: unknown, context: { nodeModel: NodeModel }) => {
          const file = course.parent ? context.nodeModel.getNodeById({ id: course.parent }) : null;
          if (!course.image || typeof file?.dir !== "string") return null;
          const source = await readFile(path.join(file.dir, course.image));
          const digest = md5(source);
          return cardImage(`paid-${digest}`, { path: await cutOnce(digest, source), digest });
        },
      },
    },
  });
}

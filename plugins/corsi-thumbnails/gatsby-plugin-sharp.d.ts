// gatsby-plugin-sharp ships no types; this is the one function the plugin calls (gatsby-transformer-sharp's
// gatsbyImageData resolver calls it the same way).
declare module "gatsby-plugin-sharp" {
  import type { GatsbyCache, Reporter } from "gatsby";
  import type { IGatsbyImageData } from "gatsby-plugin-image";

  /** The fields of a File node that gatsby-plugin-sharp reads. */
  interface ImageFile {
    absolutePath: string;
    name: string;
    base: string;
    extension: string;
    internal: { contentDigest: string };
  }

  export function generateImageData(options: {
    file: ImageFile;
    args: object;
    pathPrefix: string;
    reporter: Reporter;
    cache: GatsbyCache;
  }): Promise<IGatsbyImageData | undefined>;
}

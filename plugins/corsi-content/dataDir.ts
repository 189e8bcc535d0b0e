import path from "node:path";

/**
 * Where the content lives: data/ in the project, or CORSI_DATA_DIR, which the
 * scale benchmark and the broken-content build test use to build another copy.
 */
export function dataDir(): string {
  return path.resolve(process.env.CORSI_DATA_DIR ?? path.join(process.cwd(), "data"));
}

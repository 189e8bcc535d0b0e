import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { ADMIN_FOLDER } from "../../src/hostedFiles";
import { writeEditor } from "./editorFiles";

/**
 * The editor at /admin (editorFiles.ts), written into public/ before anything else is built: for `gatsby build` and for
 * `gatsby develop` alike, whose server serves public/'s files (`npm run cms`).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const files = await writeEditor();
  reporter.info(`/${ADMIN_FOLDER}: the editor's page, its React and widgets, and ${files.length - 3} files of Decap's`);
};

/** The little of Express's answer the page's route uses (Gatsby types its development server's `app` as any). */
interface Response {
  sendFile(file: string): void;
}

/** The development server answers /admin and /admin/ with the editor's page, as the host does. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get([`/${ADMIN_FOLDER}`, `/${ADMIN_FOLDER}/`], (_request: unknown, response: Response) => {
    response.sendFile(path.join(process.cwd(), "public", ADMIN_FOLDER, "index.html"));
  });
};

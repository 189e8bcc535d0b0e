import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { FIXTURE_SITE } from "./site";

/** The W3C Nu HTML Checker, from the vnu-jar package: it runs offline on the machine's Java (java on the PATH). */
const VNU_JAR = require.resolve("vnu-jar/build/dist/vnu.jar");

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
}

/**
 * For one short run: the quick compiler alone and the simplest collector (a third of the CPU time of Java's defaults,
 * which spend it compiling for a long run), and the thread stack the checker asks for with them.
 */
const JAVA_OPTIONS = ["-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

/** Every error the checker finds in `files`, as "file:line: message". One run checks them all (one Java start). */
async function htmlErrors(files: string[]): Promise<string[]> {
  const { stderr } = await promisify(execFile)(
    "java",
    [...JAVA_OPTIONS, "-jar", VNU_JAR, "--errors-only", "--format", "json", "--exit-zero-always", ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
  return messages
    .filter(({ type }) => type !== "info")
    .map(
      ({ url, lastLine, message }) =>
        `${path.relative(FIXTURE_SITE, fileURLToPath(url))}:${lastLine ?? "?"}: ${message}`,
    );
}

test("every built page, in both editions, is valid HTML to the W3C Nu HTML Checker", async () => {
  test.setTimeout(120_000);
  // Not pages: Gatsby's slice of script tags (_gatsby/slices/) and its page data (page-data/404.html/ is a folder).
  const pages = (readdirSync(FIXTURE_SITE, { recursive: true }) as string[])
    .filter((file) => file.endsWith(".html") && !/^(_gatsby|page-data)\//.test(file))
    .map((file) => path.join(FIXTURE_SITE, file));
  // The routes, the topic pages of both editions, the 404 pages and /admin.
  expect(pages.length).toBeGreaterThan(20);
  expect(await htmlErrors(pages)).toEqual([]);
});

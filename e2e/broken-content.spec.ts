import { execFile } from "node:child_process";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { copyProject } from "../scripts/lib/projectCopy";

const run = promisify(execFile);
const ROOT = path.join(__dirname, "..");

/** The line of data/site.yaml that holds the owner's e-mail address, and that address. */
const EMAIL = (() => {
  const lines = readFileSync(path.join(ROOT, "data/site.yaml"), "utf8").split("\n");
  const index = lines.findIndex((line) => /^\s+email: /.test(line));
  return { line: index + 1, address: lines[index].split("email: ")[1] };
})();

/** A copy of the project (sharing node_modules) whose content has two faults in two files. */
function brokenCopy(): string {
  const dir = copyProject("corsi-broken-");
  // The fixture catalog, so the real catalog can change freely; the interface texts are the project's own.
  rmSync(path.join(dir, "data/topics"), { recursive: true });
  cpSync(path.join(ROOT, "e2e/fixtures/data/topics"), path.join(dir, "data/topics"), { recursive: true });
  // The real paths name the real catalog's videos, which the fixture topics do not list.
  rmSync(path.join(dir, "data/paths"), { recursive: true, force: true });
  const topic = path.join(dir, "data/topics/web-development.yaml");
  writeFileSync(topic, readFileSync(topic, "utf8").replace("youtubeId: fixVid00002", "youtubeId: pszZ"));
  const site = path.join(dir, "data/site.yaml");
  writeFileSync(site, readFileSync(site, "utf8").replace(`email: ${EMAIL.address}`, "email: hello-at-example"));
  return dir;
}

async function outcome(command: string, args: string[], cwd: string) {
  try {
    const { stdout, stderr } = await run(command, args, {
      cwd,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const VIDEO_LINE =
  "data/topics/web-development.yaml: videos[1].youtubeId: expected a YouTube video id: the 11 letters, digits, '-' or '_' after 'watch?v=' in a YouTube link, found \"pszZ\" (in \"Learn CSS in one video\") (line 11)";
const EMAIL_LINE = `data/site.yaml: en.contact.email: expected an e-mail address like hello@example.com, found "hello-at-example" (line ${EMAIL.line})`;

// Each test runs `gatsby build` or the content check in a child process, not in the browser: the owner's view of bad
// content. In the end-to-end suite, not the unit tests, because the first one starts a whole Gatsby build.
test.describe("broken content", () => {
  // One worker, in order: the copy made before them is shared.
  test.describe.configure({ mode: "default" });
  let dir: string;
  test.beforeAll(() => {
    dir = brokenCopy();
  });
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("stops `gatsby build` with every problem listed, and builds nothing", async () => {
    test.setTimeout(240_000);
    const { code, output } = await outcome(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], dir);
    expect(code).not.toBe(0);
    expect(output).toContain("The content in data/ has 2 problems; nothing was built:");
    expect(output).toContain(VIDEO_LINE);
    expect(output).toContain(EMAIL_LINE);
    expect(() => readFileSync(path.join(dir, "public/index.html"))).toThrow();
  });

  // The same check passes the real data: `npm run check:content`, which `npm test` runs among its checks.
  test("fails `npm run check:content` the same way, without a build", async () => {
    test.setTimeout(60_000);
    const { code, output } = await outcome(
      path.join(ROOT, "node_modules/.bin/tsx"),
      [path.join(ROOT, "scripts/check-content.ts")],
      dir,
    );
    expect(code).toBe(1);
    expect(output).toContain(VIDEO_LINE);
    expect(output).toContain(EMAIL_LINE);
  });
});

import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { add } from "./add";
import { startYouTubeApiServer, type YouTubeApiServer } from "./stand-ins/youtubeApi";
import { FIXTURE_DATA } from "./lib/fixtureBuild";

/**
 * For `npm run add`'s tests: YouTube's stand-in, a copy of the end-to-end fixture catalog for each test (the command
 * writes into the copy), and the check of a refusal: one line, and not a byte changed.
 */

export const ROOT = path.join(__dirname, "..");
export { FIXTURE_DATA };

/** An owner's topic file: comments, blank lines, quoting of their own and Arabic, all to be kept. */
export const OWNERS_TOPIC = `# Git, for both editions
title: Git Learning   # the English name
titleAr: تعلّم Git

position: 9
videos:
  # the first course to watch
  - youtubeId: fixVid00099
    title: 'Git in one video'
    titleAr: "Git في فيديو واحد"   # checked

    channel: Fixture Academy
# nothing below the videos
`;

/** Registers the hooks that give each test its catalog copy and the stand-in; the rest reads them as they are now. */
export function addTestBed() {
  const bed = { api: undefined as unknown as YouTubeApiServer, data: "", env: {} as NodeJS.ProcessEnv };
  const savedDataDir = process.env.CORSI_DATA_DIR;
  beforeAll(async () => {
    bed.api = await startYouTubeApiServer();
  });
  afterAll(async () => {
    await bed.api.close();
    if (savedDataDir === undefined) delete process.env.CORSI_DATA_DIR;
    else process.env.CORSI_DATA_DIR = savedDataDir;
  });
  beforeEach(() => {
    bed.data = mkdtempSync(path.join(tmpdir(), "corsi-add-test-"));
    cpSync(FIXTURE_DATA, bed.data, { recursive: true });
    writeFileSync(path.join(bed.data, "topics/git.yaml"), OWNERS_TOPIC);
    process.env.CORSI_DATA_DIR = bed.data;
    bed.env = {
      YOUTUBE_API_KEY: "test-key",
      CORSI_YOUTUBE_API_ORIGIN: bed.api.origin,
      CORSI_OEMBED_ORIGIN: bed.api.origin,
    };
    bed.api.fail(undefined);
    bed.api.requests.length = 0;
  });
  afterEach(() => rmSync(bed.data, { recursive: true, force: true }));

  /** Every file of the catalog copy with its bytes. */
  const snapshot = (): Map<string, string> => {
    const files = readdirSync(bed.data, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    return new Map(
      files.map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(bed.data, file), readFileSync(file, "latin1")];
      }),
    );
  };

  /** A topic file of the copy, as the command left it. */
  const topic = (name: string) => readFileSync(path.join(bed.data, "topics", `${name}.yaml`), "utf8");

  /** Runs the command, expecting a refusal: exit code 1, one line, and not a byte changed. */
  async function refused(argv: string[], options: Parameters<typeof add>[1] = { env: bed.env }) {
    const before = snapshot();
    const { code, lines } = await add(argv, options);
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain("\n");
    expect(snapshot()).toEqual(before);
    return lines[0];
  }

  return { bed, snapshot, topic, refused };
}

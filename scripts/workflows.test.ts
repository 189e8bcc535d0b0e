/** @jest-environment node */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { parse } from "yaml";

const ROOT = path.join(__dirname, "..");
const WORKFLOWS = path.join(ROOT, ".github/workflows");
const validator = path.join(ROOT, "node_modules/.bin/action-validator");

/** action-validator's verdict on one file: its exit code and what it printed (the schema errors, if any). */
async function validate(file: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(validator, [file]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: stdout + stderr };
  }
}

describe("the GitHub Actions workflows", () => {
  const files = readdirSync(WORKFLOWS).filter((file) => file.endsWith(".yml"));

  it("are the two the README describes", () => {
    expect(files.sort()).toEqual(["ci.yml", "videos.yml"]);
  });

  it.each(files)(
    "%s passes action-validator (GitHub's workflow schema, expressions and job references)",
    async (file) => {
      expect(await validate(path.join(WORKFLOWS, file))).toEqual({ code: 0, output: "" });
    },
    30_000,
  );

  it("would catch a broken workflow: a job without runs-on", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "corsi-workflow-"));
    try {
      const broken = path.join(dir, "broken.yml");
      writeFileSync(broken, "on: push\njobs:\n  test:\n    steps:\n      - run: npm test\n");
      const { code, output } = await validate(broken);
      expect(code).not.toBe(0);
      expect(output).toContain("runs-on");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it("run the README's test command in CI and the video check with a Markdown report for the issue", () => {
    const ci = readFileSync(path.join(WORKFLOWS, "ci.yml"), "utf8");
    expect(ci).toContain("run: .ci/run");
    expect(readFileSync(path.join(ROOT, ".ci/run"), "utf8")).toMatch(/^npm test$/m);
    const videos = parse(readFileSync(path.join(WORKFLOWS, "videos.yml"), "utf8")) as {
      permissions: Record<string, string>;
    };
    expect(videos.permissions.issues).toBe("write");
    expect(readFileSync(path.join(WORKFLOWS, "videos.yml"), "utf8")).toContain("npm run check:videos -- --markdown");
  });
});

describe("the Dependabot configuration", () => {
  // action-validator knows workflows and actions only; this checks what the owner was promised.
  interface Update {
    "package-ecosystem": string;
    "multi-ecosystem-group": string;
    patterns: string[];
    ignore?: { "dependency-name": string }[];
  }
  const config = parse(readFileSync(path.join(ROOT, ".github/dependabot.yml"), "utf8")) as {
    "multi-ecosystem-groups": Record<string, { schedule: { interval: string } }>;
    updates: Update[];
  };

  it("puts npm and the actions into one weekly group: at most one pull request a week", () => {
    const groups = Object.entries(config["multi-ecosystem-groups"]);
    expect(groups).toHaveLength(1);
    const [name, group] = groups[0];
    expect(group.schedule.interval).toBe("weekly");
    expect(config.updates.map((update) => update["package-ecosystem"]).sort()).toEqual(["github-actions", "npm"]);
    for (const update of config.updates) {
      expect(update["multi-ecosystem-group"]).toBe(name);
      expect(update.patterns).toEqual(["*"]);
    }
  });

  it("ignores only packages the project depends on", () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as Record<
      string,
      Record<string, string>
    >;
    const declared = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
    const ignored = config.updates.flatMap((update) => update.ignore ?? []).map((rule) => rule["dependency-name"]);
    expect(ignored.filter((name) => !declared.includes(name))).toEqual([]);
  });
});

describe("the Node version", () => {
  const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

  it("is one major wherever the site is built or tested: .nvmrc, netlify.toml, engines, both workflows", () => {
    const major = read(".nvmrc").trim();
    expect(major).toMatch(/^\d+$/);
    expect(read("netlify.toml")).toMatch(new RegExp(`^\\s*NODE_VERSION = "${major}"$`, "m"));
    expect((JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node).toBe(`${major}.x`);
    expect(read(".github/workflows/ci.yml")).toContain(`container: node:${major}-bookworm`);
    expect(read(".github/workflows/videos.yml")).toContain("node-version-file: .nvmrc");
    // .ci/run brings this Node to a machine whose own is older.
    expect(read(".ci/run")).toContain("want=$(cat .nvmrc)");
  });
});

describe("the npm scripts", () => {
  const scripts = Object.keys(
    (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts,
  );
  const texts = [
    "README.md",
    "netlify.toml",
    ".ci/run",
    ...readdirSync(WORKFLOWS).map((file) => `.github/workflows/${file}`),
    ...readdirSync(path.join(ROOT, "docs"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".md"))
      .map((file) => `docs/${file}`),
  ];

  it("named as `npm run <name>` in the README, the docs, netlify.toml and CI are package.json's", () => {
    const named = texts.flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), "utf8").matchAll(/npm run ([a-z][\w:-]*[\w])/g)].map(
        (match) => `${file}: ${match[1]}`,
      ),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((entry) => !scripts.includes(entry.slice(entry.indexOf(": ") + 2)))).toEqual([]);
  });

  it("netlify.toml builds with build:host; check:host-build checks that build", () => {
    expect(readFileSync(path.join(ROOT, "netlify.toml"), "utf8")).toMatch(/^\s*command = "npm run build:host"$/m);
    expect(scripts).toEqual(expect.arrayContaining(["build:host", "check:host-build"]));
  });
});

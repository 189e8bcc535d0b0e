import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { backfillAdded } from "./backfill-added";

/** A repository of its own, whose commits are made on the days the test names. */
let repo: string;
const data = () => path.join(repo, "data");
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(data(), file)), { recursive: true });
  writeFileSync(path.join(data(), file), text);
};
const read = (file: string) => readFileSync(path.join(data(), file), "utf8");
const git = (args: string[], day?: string) =>
  execFileSync("git", args, {
    cwd: repo,
    env: {
      ...process.env,
      ...(day && { GIT_AUTHOR_DATE: `${day}T12:00:00Z`, GIT_COMMITTER_DATE: `${day}T12:00:00Z` }),
      GIT_AUTHOR_NAME: "Test",
      GIT_AUTHOR_EMAIL: "test@example.com",
      GIT_COMMITTER_NAME: "Test",
      GIT_COMMITTER_EMAIL: "test@example.com",
    },
  });
const commit = (day: string) => {
  git(["add", "-A"]);
  git(["commit", "-q", "-m", `on ${day}`], day);
};

const video = (id: string, title: string, extra = "") =>
  `  - youtubeId: ${id}\n    title: ${title}  # the owner's note\n${extra}`;

beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), "corsi-backfill-"));
  git(["init", "-q"]);
  // The whole catalog in one file first, as Corsi's began.
  write("catalog.yaml", `videos:\n${video("aaaaaaaaaaa", "First")}`);
  commit("2024-01-05");
  // Moved into a topic file, with a second video; then a paid course.
  rmSync(path.join(data(), "catalog.yaml"));
  write(
    "topics/go.yaml",
    `title: Go\nposition: 1\nvideos:\n${video("aaaaaaaaaaa", "First")}\n${video("bbbbbbbbbbb", "Second")}`,
  );
  commit("2024-03-10");
  write("paid/course.yaml", "title: A paid course\nprice: 10\n");
  commit("2024-06-01");
});

afterEach(() => rmSync(repo, { recursive: true, force: true }));

it("gives each entry the day its id first came into the folder, whatever the file, and each paid course its file's", () => {
  // A video given its day already, and one not committed yet.
  write(
    "topics/go.yaml",
    `${read("topics/go.yaml")}${video("ccccccccccc", "Third", "    added: 2024-07-07\n")}${video("ddddddddddd", "Fourth")}`,
  );
  const before = read("topics/go.yaml");
  const filled = backfillAdded(data(), { today: new Date("2024-08-01T09:00:00Z") });
  expect(filled).toEqual({ "topics/go.yaml": 3, "paid/course.yaml": 1 });
  expect(read("topics/go.yaml")).toBe(
    [
      "title: Go",
      "position: 1",
      "videos:",
      "  - youtubeId: aaaaaaaaaaa",
      "    title: First  # the owner's note",
      "    added: 2024-01-05",
      "",
      "  - youtubeId: bbbbbbbbbbb",
      "    title: Second  # the owner's note",
      "    added: 2024-03-10",
      "  - youtubeId: ccccccccccc",
      "    title: Third  # the owner's note",
      "    added: 2024-07-07",
      "  - youtubeId: ddddddddddd",
      "    title: Fourth  # the owner's note",
      "    added: 2024-08-01",
      "",
    ].join("\n"),
  );
  // Every line that was there is there, in order: only the days' lines are new.
  expect(
    read("topics/go.yaml")
      .split("\n")
      .filter((line) => !/^ {4}added: 2024-0[138]-/.test(line)),
  ).toEqual(before.split("\n"));
  expect(read("paid/course.yaml")).toBe("title: A paid course\nprice: 10\nadded: 2024-06-01\n");
});

it("changes nothing when every entry has its day", () => {
  backfillAdded(data());
  const topic = read("topics/go.yaml");
  expect(backfillAdded(data())).toEqual({});
  expect(read("topics/go.yaml")).toBe(topic);
});

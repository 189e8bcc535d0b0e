import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { generate } from "lean-qr/nano";
import { parse } from "yaml";
import { topicSlug } from "../../plugins/corsi-content/slug";
import { emptyList, type LearnerList, SHARE_LINK_LIMIT } from "../../src/learner/list";
import { encodeShare } from "../../src/learner/schema";
import { encodeCompactShare } from "../../src/learner/share";
import { ROUTES, SITE_URL } from "../../src/siteManifest";

/**
 * The share link's length and its QR code's version for lists of 10, 50 and 200 saved videos, in the first format (the
 * saved part as JSON) and the compact one (src/learner/share.ts), and for 20 saved videos with a course of 199 ticked
 * lessons, 200 saved videos each with a place the player kept (src/player/), and 50 saved videos with 10 notes of 200
 * characters (how many such notes fit one code too), with the JSON's bytes (the file, and what localStorage holds). The titles and topics are the catalog's own (data/topics/), in its order, again from the first once it runs
 * out; every id is random, as YouTube's are (the catalog holds fewer than 200 videos). Usage:
 * `npx tsx scripts/measure/shareLinks.ts`.
 */
interface TopicFile {
  title: string;
  slug?: string;
  videos: { youtubeId: string; title: string; playlistId?: string }[];
}

const folder = path.join(__dirname, "..", "..", "data", "topics");
const videos = readdirSync(folder)
  .sort()
  .flatMap((file) => {
    const topic = parse(readFileSync(path.join(folder, file), "utf8")) as TopicFile;
    return topic.videos.map((video) => ({ ...video, topic: topicSlug(topic) }));
  });

const CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const randomId = () => Array.from({ length: 11 }, () => CHARACTERS[Math.floor(Math.random() * 64)]).join("");

function listOf(count: number): LearnerList {
  const list = emptyList();
  for (let n = 0; n < count; n++) {
    const { title, topic } = videos[n % videos.length];
    list.videos[randomId()] = { title, topic, saved: true };
  }
  return list;
}

/** The words a learner's notes are drawn from, in an order a seeded generator picks: text as varied as prose. */
const NOTE_WORDS = (
  "closures scope hoisting flexbox grid main axis first promise async await event loop callback array object map " +
  "filter reduce class module import export fetch request response header cookie session token route state props " +
  "hook effect render component selector margin padding border layout media query variable function return value " +
  "error exception test mock deploy build cache index database query join table key pointer memory thread lock"
).split(" ");

/** A note of 200 characters, different for every n (a linear congruential generator seeded by n). */
function noteText(n: number): string {
  let seed = n * 2654435761 + 1;
  let text = "";
  while (text.length < 200) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    text += `${NOTE_WORDS[seed % NOTE_WORDS.length]}${seed % 7 === 0 ? ". " : " "}`;
  }
  return text.slice(0, 200);
}

/** 50 saved videos, `notes` of them (and more, past 50) with a note of 200 characters at a moment. */
function withNotes(notes: number): LearnerList {
  const list = listOf(Math.max(50, notes));
  Object.values(list.videos)
    .slice(0, notes)
    .forEach((entry, n) => (entry.note = { text: noteText(n), changed: 1764000000000 + n * 60000, at: 60 + n * 97 }));
  return list;
}

/** The QR code's version (1–40) for a link, or "none" past what version 40 holds. */
function version(link: string): string {
  try {
    return String((generate(link).size - 17) / 4);
  } catch {
    return "none";
  }
}

const address = (fragment: string) => `${SITE_URL}${ROUTES.saved.path}#${fragment}`;

async function main() {
  const rows: string[] = [];
  const cases: [string, LearnerList][] = [10, 50, 200].map((count) => [`${count} saved videos`, listOf(count)]);
  const withCourse = listOf(20);
  const course = videos.find((video) => video.playlistId)!;
  withCourse.videos[randomId()] = {
    title: course.title,
    topic: course.topic,
    lessons: Array.from({ length: 199 }, randomId),
  };
  cases.push(["20 saved, a course with 199 lessons ticked", withCourse]);
  // A place anywhere in a video of up to two hours: 1 to 4 digits each.
  const placed = listOf(200);
  Object.values(placed.videos).forEach((entry, n) => (entry.position = 10 + ((n * 7919) % 7190)));
  cases.push(["200 saved videos, each with a place kept", placed]);
  console.log(`The list of 200 with places, as JSON: ${new TextEncoder().encode(JSON.stringify(placed)).length} bytes`);
  cases.push(["50 saved videos, 10 with a note of 200 characters", withNotes(10)]);
  let fit = 0;
  while (address(await encodeCompactShare(withNotes(fit + 1), () => true)).length <= SHARE_LINK_LIMIT) fit += 1;
  console.log(`Notes of 200 characters one QR code carries beside 50 saved videos: ${fit}`);
  for (const [name, list] of cases) {
    const before = address(encodeShare(list));
    const after = address(await encodeCompactShare(list, () => true));
    rows.push(`| ${name} | ${before.length} | ${version(before)} | ${after.length} | ${version(after)} |`);
  }
  console.log(
    [
      "| list | link before (characters) | QR version before | link now (characters) | QR version now |",
      "| --- | --: | --: | --: | --: |",
      ...rows,
    ].join("\n"),
  );
}

void main();

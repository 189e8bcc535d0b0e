import { appendFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { stringify } from "yaml";

/**
 * The synthetic catalog `npm run scale` builds (scripts/measure/scale.ts): topic files of N videos, paid courses, and the
 * YouTube Data API stand-in's answers for its playlists. Every function is deterministic: the same sizes give the same
 * files.
 */
const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const LANGUAGES = ["Arabic", "English", undefined];
export const WORDS = ["variables", "functions", "arrays", "objects", "classes", "testing", "debugging", "databases"];

/** A valid, unique 11-character video id for each index. */
export function syntheticId(index: number): string {
  let id = "";
  let rest = index;
  for (let i = 0; i < 11; i++) {
    id += ID_ALPHABET[rest % 64];
    rest = Math.floor(rest / 64);
  }
  return id;
}

/** Playlist ids of the synthetic courses: every (videos / playlists)th video is one. */
export function syntheticPlaylistId(index: number): string {
  return `PLscale${String(index).padStart(6, "0")}`;
}

/** The first day of the synthetic catalog: its entries were added one after another from then on. */
const FIRST_DAY = Date.UTC(2024, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The day the index-th of `count` entries was added: spread over 600 days, later entries on later days (several a day
 * in a large catalog), so /New and the feeds have the newest of a long history to choose from.
 */
export function syntheticDay(index: number, count: number): string {
  return new Date(FIRST_DAY + Math.floor((index * 600) / Math.max(count, 1)) * DAY_MS).toISOString().slice(0, 10);
}

/** The day a video added after the synthetic catalog gets (`npm run scale -- --warm`): after every other. */
export const SYNTHETIC_LATER_DAY = syntheticDay(1, 1);

/** T topic files holding N videos between them, round robin. */
export function syntheticTopics(videos: number, topics: number, playlists = 0): Record<string, string> {
  const every = playlists > 0 ? Math.floor(videos / playlists) : 0;
  const entries = Array.from({ length: topics }, (_, t) => ({
    title: `Synthetic topic ${t + 1}`,
    position: t + 1,
    videos: [] as object[],
  }));
  for (let v = 0; v < videos; v++) {
    const language = LANGUAGES[v % 3];
    entries[v % topics].videos.push({
      youtubeId: syntheticId(v + 1),
      title: `Lesson ${v + 1}: ${WORDS[v % WORDS.length]} in practice`,
      ...(v % 2 === 0 ? { channel: `Channel ${(v % 37) + 1}` } : {}),
      ...(language ? { language } : {}),
      ...(every && v % every === 0 && v / every < playlists ? { playlistId: syntheticPlaylistId(v / every) } : {}),
      added: syntheticDay(v, videos),
    });
  }
  return Object.fromEntries(entries.map((entry, t) => [`synthetic-topic-${t + 1}.yaml`, stringify(entry)]));
}

/** The catalog's videos' lengths, every length class in turn (the cards' `<time>` and the length filter). */
const CATALOG_LENGTHS = ["PT25M12S", "PT1H45M7S", "PT6H3M", "PT12M40S"];

/**
 * The stand-in's answer files for N playlists of L lessons (scripts/stand-ins/youtubeApi.ts reads this folder): each
 * playlist's items in pages of 50 with their nextPageToken, and every lesson's length, 3 to 20 minutes; and each of
 * the catalog's V videos with its length (the build's video facts, plugins/corsi-youtube/videoFacts.ts).
 */
export function writeApiFixtures(folder: string, playlists: number, lessons: number, catalog: number): void {
  mkdirSync(path.join(folder, "playlistItems"), { recursive: true });
  const videos: object[] = Array.from({ length: catalog }, (_, v) => ({
    kind: "youtube#video",
    id: syntheticId(v + 1),
    contentDetails: { duration: CATALOG_LENGTHS[v % CATALOG_LENGTHS.length] },
    status: { privacyStatus: "public", embeddable: true },
  }));
  for (let p = 0; p < playlists; p++) {
    const ids = Array.from({ length: lessons }, (_, l) => syntheticId(10_000_000 + p * lessons + l));
    const pages = [];
    for (let start = 0; start < ids.length; start += 50) {
      const last = start + 50 >= ids.length;
      pages.push({
        kind: "youtube#playlistItemListResponse",
        ...(last ? {} : { nextPageToken: `page-${start + 50}` }),
        pageInfo: { totalResults: ids.length, resultsPerPage: 50 },
        items: ids.slice(start, start + 50).map((videoId, i) => ({
          kind: "youtube#playlistItem",
          snippet: {
            title: `Lesson ${start + i + 1}: ${WORDS[i % WORDS.length]} step by step`,
            position: start + i,
            resourceId: { kind: "youtube#video", videoId },
          },
          contentDetails: { videoId },
          status: { privacyStatus: "public" },
        })),
      });
    }
    writeFileSync(path.join(folder, "playlistItems", `${syntheticPlaylistId(p)}.json`), JSON.stringify(pages));
    ids.forEach((id, l) =>
      videos.push({ kind: "youtube#video", id, contentDetails: { duration: `PT${3 + (l % 18)}M${l % 60}S` } }),
    );
  }
  writeFileSync(path.join(folder, "videos.json"), JSON.stringify(videos));
}

const CURRENCIES = ["EGP", "USD", "EUR", "SAR"];
const LEVELS = ["beginner", "intermediate", "advanced"];

/**
 * N paid course files spread round robin over the T synthetic topics, as full as an owner writes them (Arabic title and
 * description on every other one, level and hours on two in three, one in five sponsored), without pictures.
 */
export function syntheticPaidCourses(courses: number, topics: number): Record<string, string> {
  return Object.fromEntries(
    Array.from({ length: courses }, (_, c) => {
      const course = {
        title: `Paid course ${c + 1}: ${WORDS[c % WORDS.length]} from zero to a first project`,
        ...(c % 2 === 0 ? { titleAr: `دورة مدفوعة ${c + 1}: من الصفر إلى أول مشروع` } : {}),
        topic: `synthetic-topic-${(c % topics) + 1}`,
        provider: `Provider ${(c % 13) + 1}`,
        instructor: `Instructor ${(c % 29) + 1}`,
        url: `https://courses.example.com/course/${c + 1}`,
        language: c % 2 === 0 ? "Arabic" : "English",
        price: 10 + (c % 90) + 0.99,
        currency: CURRENCIES[c % CURRENCIES.length],
        priceCheckedOn: "2026-11-01",
        ...(c % 3 !== 2 ? { level: LEVELS[c % 3], hours: 5 + (c % 40) } : {}),
        description: `Learn ${WORDS[c % WORDS.length]} step by step, with exercises after each lesson and a final project.`,
        ...(c % 2 === 0 ? { descriptionAr: "تعلّم خطوة بخطوة، مع تمارين بعد كل درس ومشروع في النهاية." } : {}),
        ...(c % 5 === 0 ? { sponsored: true } : {}),
        added: syntheticDay(c, courses),
      };
      return [`synthetic-paid-${c + 1}.yaml`, stringify(course)];
    }),
  );
}

/** A folder of data/ replaced by these files (file name → text), made when missing. */
export function writeFolder(folder: string, files: Record<string, string>): void {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(folder, file), text);
}

/**
 * One more video at the end of the first synthetic topic, as the owner would add it, a day after the catalog's: the
 * index's id (`syntheticId`), which it returns.
 */
export function addSyntheticVideo(topicDir: string, index: number, fields: { language?: string } = {}): string {
  const youtubeId = syntheticId(index);
  appendFileSync(
    path.join(topicDir, "synthetic-topic-1.yaml"),
    stringify([{ youtubeId, title: `Lesson ${index}: one more video`, ...fields, added: SYNTHETIC_LATER_DAY }]).replace(
      /^(?=.)/gm,
      "  ",
    ),
  );
  return youtubeId;
}

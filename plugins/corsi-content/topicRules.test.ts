import { eachReported } from "./contentTesting";

/** The rules of a topic file (data/topics/), each broken once in a copy of the fixture catalog. */
const YOUTUBE_ID = "expected a YouTube video id: the 11 letters, digits, '-' or '_' after 'watch?v=' in a YouTube link";

eachReported([
  // topics/*.yaml
  [
    "topics/web-development.yaml",
    "a short video id",
    (d) => (d.videos[1].youtubeId = "pszZ"),
    `data/topics/web-development.yaml: videos[1].youtubeId: ${YOUTUBE_ID}, found "pszZ" (in "Learn CSS in one video")`,
  ],
  [
    "topics/web-development.yaml",
    "a full link where the id belongs",
    (d) => (d.videos[0].youtubeId = "https://youtu.be/qfPUMV9J5yw"),
    `data/topics/web-development.yaml: videos[0].youtubeId: ${YOUTUBE_ID}, found "https://youtu.be/qfPUMV9J5yw" (in "Learn HTML in one video")`,
  ],
  [
    "topics/web-development.yaml",
    "a missing video title",
    (d) => delete d.videos[2].title,
    `data/topics/web-development.yaml: videos[2].title: required field is missing: expected a video title (in "fixVid00003")`,
  ],
  [
    "topics/web-development.yaml",
    "an empty video title",
    (d) => (d.videos[2].title = "  "),
    `data/topics/web-development.yaml: videos[2].title: expected a video title, not an empty value, found an empty value (in "  ")`,
  ],
  [
    "topics/web-development.yaml",
    "a misspelt field",
    (d) => {
      d.videos[1].tittle = d.videos[1].title;
    },
    `data/topics/web-development.yaml: videos[1].tittle: unknown field 'tittle': check the spelling, or remove it (in "Learn CSS in one video")`,
  ],
  [
    "topics/web-development.yaml",
    "a language not on the list",
    (d) => (d.videos[1].language = "Klingon"),
    `data/topics/web-development.yaml: videos[1].language: expected one of the languages Arabic, English, French, German, Spanish, Hindi, Turkish, found "Klingon" (in "Learn CSS in one video")`,
  ],
  [
    "topics/web-development.yaml",
    "a malformed playlist id",
    (d) => (d.videos[3].playlistId = "list=PL93"),
    `data/topics/web-development.yaml: videos[3].playlistId: expected a YouTube playlist id: the part after 'list=' in a YouTube link (it starts with PL, UU, LL, FL, OL or RD), found "list=PL93" (in "HTML & CSS website project")`,
  ],
  [
    "topics/web-development.yaml",
    "a video added on a day to come",
    (d) => (d.videos[1].added = "2999-01-01"),
    `data/topics/web-development.yaml: videos[1].added: expected the day it was added to Corsi, not a day to come (today is ${new Date().toISOString().slice(0, 10)}), found "2999-01-01" (in "Learn CSS in one video")`,
  ],
  [
    "topics/c.yaml",
    "a topic with no videos",
    (d) => (d.videos = []),
    `data/topics/c.yaml: videos: expected at least one video in each topic, found an empty list (in "C Learning")`,
  ],
  [
    "topics/web-development.yaml",
    "a video listed twice in one topic",
    (d) => (d.videos[4].youtubeId = "fixVid00001"),
    `data/topics/web-development.yaml: videos[4].youtubeId: expected a video listed once in a topic, but videos[0] is the same video, found "fixVid00001" (in "Accessible forms in practice")`,
  ],
  [
    "topics/c.yaml",
    "a topic without a position",
    (d) => delete d.position,
    `data/topics/c.yaml: position: required field is missing: expected a whole number for the topic's place in the list (in "C Learning")`,
  ],
  [
    "topics/c.yaml",
    "a slug with no letter or digit",
    (d) => (d.slug = "---"),
    `data/topics/c.yaml: slug: expected an address with at least one letter or digit, found "---" (in "C Learning")`,
  ],
  [
    "topics/learn-python-arabic.yaml",
    "a title with no letter or digit and no slug",
    (d) => (d.title = "!!!"),
    `data/topics/learn-python-arabic.yaml: slug: expected a slug: the title has no letter or digit to make an address from, found nothing (in "!!!")`,
  ],
  [
    "topics/cpp.yaml",
    "two topics with one address",
    (d) => (d.title = "c  learning"),
    `data/topics/cpp.yaml: title: expected an address no other topic has, but data/topics/c.yaml also gets /Free/c-learning: change the title or give one of them a different 'slug' (in "c  learning")`,
  ],
  [
    "topics/csharp.yaml",
    "a slug another topic's title makes",
    (d) => (d.slug = "C-Learning"),
    `data/topics/csharp.yaml: slug: expected an address no other topic has, but data/topics/c.yaml also gets /Free/c-learning: change the title or give one of them a different 'slug' (in "C# Learning")`,
  ],
  [
    "topics/web-development.yaml",
    "videos written as a mapping",
    (d) => (d.videos = { title: "x" }),
    `data/topics/web-development.yaml: videos: expected a list of videos, found a group of fields (in "x")`,
  ],
]);

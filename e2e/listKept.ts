import { expect as baseExpect, type Page } from "@playwright/test";
import { localePath, ROUTES, topicSlugOfPath, type Locale } from "../src/siteManifest";
import { navLinks, readTexts, titleIn, topicNamed } from "./site";

/*
 * What the specs of a kept list share (the web-app, persistence, backup, newer-list, home-screen and qr-move specs): the
 * texts they read, the topic whose videos they press, and an expect that waits for /Saved.
 */

interface LearnerTexts {
  save: string;
  watched: string;
  newer: string;
  backupDue: string;
}
interface SavedTexts {
  download: string;
  persisted: string;
  notPersisted: string;
  backupNever: string;
  backupToday: string;
  backupDueChanges: string;
  homeScreen: string;
  homeScreenDismiss: string;
  qrShow: string;
  qrLabel: string;
  shareLink: string;
  sharedHeading: string;
  addShared: string;
  badLink: string;
}

// /Saved draws its list once the app has started and its chunk has arrived: on a loaded machine that can take longer
// than the default 5 s.
export const expect = baseExpect.configure({ timeout: 20_000 });

export const texts = (locale: Locale) => ({
  learner: readTexts<{ learner: LearnerTexts }>("site.yaml", locale).learner,
  saved: readTexts<{ saved: SavedTexts }>("pages.yaml", locale).saved,
  brand: readTexts<{ brand: string }>("site.yaml", locale).brand,
  savedLink: navLinks(locale).find(({ path }) => path === localePath(locale, ROUTES.saved.path))!.label,
});

export const cpp = topicNamed("C++ Learning");
export const CPP_SLUG = topicSlugOfPath(cpp.path);

/** The C++ topic's page in an edition, and its videos' titles there. */
export const cppIn = (locale: Locale) => ({
  cppPath: localePath(locale, cpp.path),
  cppTitle: (index: number) => titleIn(cpp.videos[index], locale),
});

/** A card's Save or Watched button, found as a visitor finds it: in the group named by the video's title. */
export const toggle = (page: Page, title: string, name: string) =>
  page.getByRole("group", { name: title, exact: true }).getByRole("button", { name, exact: true });

import type React from "react";
import { useEffect, useRef, useState } from "react";
import { useLocale, useSiteTexts } from "../components/SiteContext";
import { fill, fillPlural } from "../content/text";
import { loadSavedCatalog, type SavedCatalog, withCatalogFacts } from "../learner/savedCatalog";
import {
  type LearnerList,
  LIST_FILE_NAME,
  MAX_LIST_BYTES,
  mergeLists,
  withFlag,
  type NotesMerged,
  withoutSaved,
} from "../learner/list";
import { answerNewer, recordBackup } from "../learner/keeping";
import { LIST_PLACE } from "../learner/listPlace";
import {
  dismissHomeScreenAdvice,
  forgetSetAside,
  readList,
  setAsideValues,
  useKeeping,
  useKeptList,
  writeList,
} from "../learner/store";
import { downloadFile, onIPhoneNotOnHomeScreen, type Persistence, persistence } from "./device";
import { loadSchema, loadShare, shareLinkOf } from "./shareLink";

export interface Message {
  text: string;
  problem?: boolean;
}

/**
 * /Saved's state and what its buttons do: the kept list, or a list a link shared (read from the address's fragment,
 * followed as it changes); the catalog's card data; the one message the page says. Every change goes through the
 * store (src/learner/store.ts), so the head script and the other tabs see it; the views only draw.
 */
export function useSavedList(text: Queries.SavedListTextFragment) {
  const locale = useLocale();
  const { learner } = useSiteTexts();
  const kept = useKeptList();
  const [catalog, setCatalog] = useState<SavedCatalog | "failed">();
  const [shared, setShared] = useState<{ list: LearnerList; whole: boolean } | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [shareLink, setShareLink] = useState("");
  /** Whether the QR code of the share link is asked for (ListQrCode draws it, loading its library only then). */
  const [qrShown, setQrShown] = useState(false);
  const keeping = useKeeping();
  const [persisted, setPersisted] = useState<Persistence>();
  /**
   * An iPhone or iPad in Safari, not yet added to the Home Screen, read from the browser as the list's chunk first draws
   * (it is never hydrated: ../pages/Saved.tsx loads it after the app has started).
   */
  const [homeScreen] = useState(onIPhoneNotOnHomeScreen);
  /** The moment the page's words about time count from (today, 12 days ago; a backup due after 30 days). */
  const [now] = useState(Date.now);
  /** Draws again once the learner forgets what was set aside. */
  const [, setForgotten] = useState(0);
  /**
   * What this browser kept under the list's key that was not a list, set aside (src/learner/storedList.ts): read at
   * every drawing (a few keys), as reading the kept list may set a value aside, here or in another tab.
   */
  const setAside = kept === undefined ? [] : setAsideValues();
  /** The heading a removal, a clearing or leaving a shared list moves focus to, so a keyboard user is not lost. */
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    loadSavedCatalog().then(setCatalog, () => setCatalog("failed"));
    void persistence().then(setPersisted);
    const readLink = () => {
      void loadShare().then(async ({ carriesList, decodeSharedFragment }) => {
        const fragment = location.hash.slice(1);
        if (!carriesList(fragment)) return setShared(null);
        const reading = await decodeSharedFragment(fragment);
        if ("list" in reading) setShared({ list: reading.list, whole: reading.whole === true });
        else {
          setShared(null);
          setMessage({ text: text.badLink, problem: true });
        }
      });
    };
    void loadSchema();
    readLink();
    addEventListener("hashchange", readLink);
    return () => removeEventListener("hashchange", readLink);
  }, [text.badLink]);

  const problem = (said: string) => setMessage({ text: said, problem: true });
  /**
   * Keeps a changed list, or says that this browser keeps nothing. A list a newer version keeps is left as it is, and
   * the page loaded again: a newer version is deployed, and its code answers the next press; if this page is what that
   * reload brought, it says so instead (answerNewer).
   */
  const keep = (list: LearnerList) => {
    const outcome = writeList(list);
    if (outcome === "kept") return true;
    if (outcome === "unavailable") problem(learner.unavailable);
    else if (!answerNewer(LIST_PLACE.reloadedKey)) problem(learner.newer);
    return false;
  };
  /** The share link of the whole list (shareLinkOf), kept to show and counted as a backup. */
  const makeLink = async (current: LearnerList) => {
    const made = await shareLinkOf(current, typeof catalog === "object" ? catalog : undefined, text);
    setShareLink(made.link);
    recordBackup(LIST_PLACE);
    return made;
  };
  const focusHeading = () => requestAnimationFrame(() => heading.current?.focus());
  const leaveShared = () => {
    history.replaceState(null, "", location.pathname + location.search);
    setShared(null);
    focusHeading();
  };

  /** What a merge did with two notes on one course, said: neither is dropped without a word. */
  const notesSaid = ({ replaced, older }: NotesMerged) =>
    (replaced ? ` ${fill(text.notesReplaced, { count: replaced })}` : "") +
    (older ? ` ${fill(text.notesOlder, { count: older })}` : "");

  const actions = {
    /** "Download notes": the Markdown file (src/learner/notesMarkdown.ts). */
    downloadNotes(markdown: string, name: string) {
      downloadFile(markdown, name, "text/markdown");
    },
    remove(id: string) {
      const current = readList();
      if (current && keep(withFlag(current, id, "saved", false))) focusHeading();
    },
    clear() {
      const current = readList();
      if (current && keep(withoutSaved(current))) focusHeading();
    },
    download() {
      const current = readList();
      if (!current) return;
      downloadFile(JSON.stringify(current, null, 2), LIST_FILE_NAME);
      recordBackup(LIST_PLACE);
    },
    async load(event: React.ChangeEvent<HTMLInputElement>) {
      const file = event.target.files?.[0];
      event.target.value = "";
      if (!file) return;
      if (file.size > MAX_LIST_BYTES) return problem(text.tooLarge);
      const { readListText } = await loadSchema();
      const reading = readListText(await file.text());
      if ("problem" in reading) return problem(text[reading.problem]);
      const current = readList();
      if (!current) return problem(learner.unavailable);
      const { list, added, notes } = mergeLists(current, reading.list);
      const said = added > 0 ? fillPlural(text.loaded, added, {}, locale) : text.nothingNew;
      if (keep(list)) setMessage({ text: `${said}${notesSaid(notes)}` });
    },
    async share() {
      const current = readList();
      if (!current) return;
      const { link, note } = await makeLink(current);
      let copied = true;
      try {
        await navigator.clipboard.writeText(link);
      } catch {
        copied = false;
      }
      setMessage({ text: `${copied ? text.copied : text.notCopied}${note && ` ${note}`}`, problem: !!note });
    },
    /** The share link, and its QR code beside it. */
    async showQr() {
      const current = readList();
      if (!current) return;
      const { note } = await makeLink(current);
      setQrShown(true);
      setMessage(note ? { text: note, problem: true } : null);
    },
    async addShared() {
      if (!shared) return;
      // A whole list (the compact format) is the learner's own, moved: every mark and tick of it is taken, each entry
      // named as the catalog names it (should the catalog not come, its id stands for its title). A link of the
      // first format adds saved videos only.
      const named = shared.whole ? await loadSavedCatalog().catch(() => undefined) : undefined;
      const incoming = named ? withCatalogFacts(shared.list, named, locale) : shared.list;
      const current = readList();
      if (!current) return problem(learner.unavailable);
      const { list, added, notes } = mergeLists(current, incoming, shared.whole ? ["saved", "watched"] : ["saved"]);
      if (!keep(list)) return;
      const said = added > 0 ? fillPlural(text.added, added, {}, locale) : text.nothingNew;
      setMessage({ text: `${said}${notesSaid(notes)}` });
      leaveShared();
    },
    leaveShared,
    /** Gives back, each as a file, what was set aside as not a list: it may be a list a learner can still mend. */
    downloadSetAside() {
      setAside.forEach(({ key, value }) => downloadFile(value, `${key}.txt`, "text/plain"));
    },
    forgetSetAside() {
      forgetSetAside();
      setForgotten((count) => count + 1);
    },
    /** Asks the browser again, at the learner's own press (Firefox asks them), and says what it answered. */
    async askPersist() {
      const storage = navigator.storage as StorageManager | undefined;
      const granted = await storage?.persist?.().catch(() => false);
      setPersisted(granted ? "persisted" : "persistRefused");
    },
    dismissHomeScreen: dismissHomeScreenAdvice,
  };

  return {
    kept,
    shared: shared?.list ?? null,
    catalog,
    message,
    shareLink,
    qrShown,
    keeping,
    persisted,
    now,
    homeScreen: homeScreen && keeping !== undefined && !(keeping.homeScreenDismissed || keeping.noteDismissed),
    heading,
    actions,
    setAsideCount: setAside.length,
  };
}

export type SavedActions = ReturnType<typeof useSavedList>["actions"];

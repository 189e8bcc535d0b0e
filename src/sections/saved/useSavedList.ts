import type React from "react";
import { useEffect, useRef, useState } from "react";
import { useLocale, useSiteTexts } from "../../components/SiteContext";
import { fillPlural } from "../../content/text";
import { loadCatalog, type SavedCatalog } from "../../learner/catalog";
import {
  type LearnerList,
  LIST_FILE_NAME,
  MAX_LIST_BYTES,
  mergeLists,
  SHARE_LINK_LIMIT,
  SHARE_PREFIX,
  sharedPart,
  withFlag,
  withoutSaved,
} from "../../learner/list";
import type * as SchemaModule from "../../learner/schema";
import { forgetSetAside, readList, setAsideValues, useKeptList, writeList } from "../../learner/store";

export interface Message {
  text: string;
  problem?: boolean;
}

type Schema = typeof SchemaModule;
let schema: Promise<Schema> | undefined;
/** The full schema (zod) in a chunk of its own, asked for as /Saved starts, so reading a file or a link asks nothing. */
const loadSchema = () => (schema ??= import("../../learner/schema"));

/** Starts a download of `text` as a file named `name`, from memory (nothing is sent anywhere). */
function downloadFile(text: string, name: string, type = "application/json"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
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
  const [shared, setShared] = useState<LearnerList | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [shareLink, setShareLink] = useState("");
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
    loadCatalog().then(setCatalog, () => setCatalog("failed"));
    const readLink = () => {
      const fragment = location.hash.slice(1);
      if (!fragment.startsWith(SHARE_PREFIX)) return setShared(null);
      void loadSchema().then(({ decodeShare }) => {
        const reading = decodeShare(fragment);
        if ("list" in reading) setShared(reading.list);
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
   * the page loaded again: a newer version is deployed, and its code answers the next press.
   */
  const keep = (list: LearnerList) => {
    const outcome = writeList(list);
    if (outcome === "kept") return true;
    if (outcome === "newer") location.reload();
    else problem(learner.unavailable);
    return false;
  };
  const focusHeading = () => requestAnimationFrame(() => heading.current?.focus());
  const leaveShared = () => {
    history.replaceState(null, "", location.pathname + location.search);
    setShared(null);
    focusHeading();
  };

  const actions = {
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
      if (current) downloadFile(JSON.stringify(current, null, 2), LIST_FILE_NAME);
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
      const { list, added } = mergeLists(current, reading.list);
      if (keep(list)) setMessage({ text: added > 0 ? fillPlural(text.loaded, added, {}, locale) : text.nothingNew });
    },
    async share() {
      const current = readList();
      if (!current) return;
      const { encodeShare } = await loadSchema();
      const linkTo = (withLessons: boolean) =>
        `${location.origin}${location.pathname}#${encodeShare(sharedPart(current, { withLessons }))}`;
      let link = linkTo(true);
      // Too long for a chat app (SHARE_LINK_LIMIT): without the ticked lessons, and said.
      let note = "";
      if (link.length > SHARE_LINK_LIMIT) {
        const shorter = linkTo(false);
        note = shorter.length > SHARE_LINK_LIMIT ? text.shareTooLong : text.shareWithoutLessons;
        link = shorter;
      }
      setShareLink(link);
      let copied = true;
      try {
        await navigator.clipboard.writeText(link);
      } catch {
        copied = false;
      }
      setMessage({ text: `${copied ? text.copied : text.notCopied}${note && ` ${note}`}`, problem: !!note });
    },
    addShared() {
      const current = readList();
      if (!shared) return;
      if (!current) return problem(learner.unavailable);
      const { list, added } = mergeLists(current, shared, ["saved"]);
      if (!keep(list)) return;
      setMessage({ text: added > 0 ? fillPlural(text.added, added, {}, locale) : text.nothingNew });
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
  };

  return { kept, shared, catalog, message, shareLink, heading, actions, setAsideCount: setAside.length };
}

export type SavedActions = ReturnType<typeof useSavedList>["actions"];

import React, { useEffect, useRef, useState } from "react";
import { graphql } from "gatsby";
import { useLocale, useSiteTexts } from "../components/SiteContext";
import { VideoCard } from "../components/VideoCard";
import { fillPlural } from "../content/text";
import { watchUrl } from "../content/youtube";
import { type CatalogVideo, loadCatalog, type SavedCatalog } from "../learner/catalog";
import {
  type LearnerList,
  LIST_FILE_NAME,
  MAX_LIST_BYTES,
  mergeLists,
  savedIds,
  SHARE_PREFIX,
  sharedPart,
  withFlag,
  withoutSaved,
} from "../learner/list";
import type * as SchemaModule from "../learner/schema";
import { readList, useKeptList, writeList } from "../learner/store";
import { PAID_LIST_PREFIX } from "../content/paid";
import { SavedPaidCourses } from "./SavedPaidCourses";
import { DEFAULT_LOCALE, type Locale, localePath, posterTone, ROUTES, topicPagePath } from "../siteManifest";

interface SavedListProps {
  text: Queries.SavedListTextFragment;
  watchLabel: string;
  /** The saved paid courses' texts (SavedPaidCourses). */
  paidText: Queries.SavedPaidTextFragment;
}

interface Message {
  text: string;
  problem?: boolean;
}

type Schema = typeof SchemaModule;
let schema: Promise<Schema> | undefined;
/** The full schema (zod) in a chunk of its own, asked for as /Saved starts, so reading a file or a link asks nothing. */
const loadSchema = () => (schema ??= import("../learner/schema"));

/** A catalog entry's title in the edition's language (its `titleAr` on Arabic pages, where given). */
function titleIn(entry: { title: string; titleAr?: string }, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? entry.title : (entry.titleAr ?? entry.title);
}

function cardOf(video: CatalogVideo, locale: Locale): Queries.VideoCardFragment {
  return {
    youtubeId: video.youtubeId,
    title: titleIn(video, locale),
    channel: video.channel ?? null,
    language: video.language ?? null,
    playlistId: video.playlistId ?? null,
    published: video.published ?? null,
    thumbnail: null,
  };
}

/** The saved videos grouped by topic in the catalog's order, and those the catalog no longer lists. */
function grouped(ids: string[], catalog: SavedCatalog) {
  const wanted = new Set(ids);
  const groups = catalog.topics.map((topic) => ({ topic, videos: [] as CatalogVideo[] }));
  const listed = new Set<string>();
  for (const video of catalog.videos)
    if (wanted.has(video.youtubeId) && !listed.has(video.youtubeId)) {
      listed.add(video.youtubeId);
      groups[video.topic]?.videos.push(video);
    }
  return {
    groups: groups.map((group, tone) => ({ ...group, tone })).filter((group) => group.videos.length > 0),
    gone: ids.filter((id) => !listed.has(id)),
  };
}

/**
 * The visitor's list on /Saved, or a list a link shared: the saved videos by topic, drawn with the topic pages' card,
 * and the ways to remove, clear, download, load and share it. Nothing here makes a request but the catalog's card data
 * and the schema's chunk, both asked for as the page starts; nothing read from a file or a link is inserted as HTML.
 */
export function SavedList({ text, watchLabel, paidText }: SavedListProps) {
  const locale = useLocale();
  const { labels, learner } = useSiteTexts();
  const kept = useKeptList();
  const [catalog, setCatalog] = useState<SavedCatalog | "failed">();
  const [shared, setShared] = useState<LearnerList | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [shareLink, setShareLink] = useState("");
  const [confirming, setConfirming] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

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

  useEffect(() => {
    if (confirming) cancel.current?.focus();
  }, [confirming]);

  if (kept === undefined) return <p>{text.loading}</p>;

  const say = (said: Message) => setMessage(said);
  /** Keeps a changed list, or says (once more, here) that this browser keeps nothing. */
  const keep = (list: LearnerList) => {
    if (writeList(list)) return true;
    say({ text: learner.unavailable, problem: true });
    return false;
  };
  const focusHeading = () => requestAnimationFrame(() => heading.current?.focus());

  const remove = (id: string) => {
    const current = readList();
    if (current && keep(withFlag(current, id, "saved", false))) focusHeading();
  };

  const clear = () => {
    const current = readList();
    setConfirming(false);
    if (current && keep(withoutSaved(current))) focusHeading();
  };

  const download = () => {
    const current = readList();
    if (!current) return;
    const url = URL.createObjectURL(new Blob([JSON.stringify(current, null, 2)], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = LIST_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  };

  const load = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > MAX_LIST_BYTES) return say({ text: text.tooLarge, problem: true });
    const { readListText } = await loadSchema();
    const reading = readListText(await file.text());
    if ("problem" in reading) return say({ text: text[reading.problem], problem: true });
    const current = readList();
    if (!current) return say({ text: learner.unavailable, problem: true });
    const { list, added } = mergeLists(current, reading.list);
    if (!keep(list)) return;
    say({ text: added > 0 ? fillPlural(text.loaded, added, {}, locale) : text.nothingNew });
  };

  const share = async () => {
    const current = readList();
    if (!current) return;
    const { encodeShare } = await loadSchema();
    const link = `${location.origin}${location.pathname}#${encodeShare(sharedPart(current))}`;
    setShareLink(link);
    try {
      await navigator.clipboard.writeText(link);
      say({ text: text.copied });
    } catch {
      say({ text: text.notCopied });
    }
  };

  const leaveShared = () => {
    history.replaceState(null, "", location.pathname + location.search);
    setShared(null);
    focusHeading();
  };

  const addShared = () => {
    const current = readList();
    if (!shared) return;
    if (!current) return say({ text: learner.unavailable, problem: true });
    const { list, added } = mergeLists(current, shared, ["saved"]);
    if (!keep(list)) return;
    say({ text: added > 0 ? fillPlural(text.added, added, {}, locale) : text.nothingNew });
    leaveShared();
  };

  const list = shared ?? kept;
  const ids = list ? savedIds(list) : [];
  const own = shared === null;
  const status = <div role="status">{message && <p className="saved-note">{message.text}</p>}</div>;

  if (list === null)
    return (
      <>
        {status}
        <p className="saved-note">{learner.unavailable}</p>
      </>
    );

  const removeButton = (id: string, title: string) =>
    own && (
      <button type="button" className="btn btn-outline-primary align-self-start mt-2" onClick={() => remove(id)}>
        {text.remove}
        <span className="visually-hidden">: {title}</span>
      </button>
    );

  const videos =
    ids.length === 0 ? null : catalog === undefined ? (
      <p>{text.loading}</p>
    ) : (
      (() => {
        const known = catalog === "failed" ? { topics: [], videos: [] } : catalog;
        // Paid courses apart: their cards are SavedPaidCourses'.
        const isCourse = (id: string) => id.startsWith(PAID_LIST_PREFIX);
        const { groups, gone } = grouped(
          ids.filter((id) => !isCourse(id)),
          known,
        );
        return (
          <>
            {groups.map(({ topic, videos: shown, tone }) => (
              <section
                key={topic.slug}
                className={`video-section tone-${posterTone(tone)} py-4`}
                aria-labelledby={`saved-topic-${tone}`}
              >
                <h2 id={`saved-topic-${tone}`} className="h3 mb-3">
                  <a href={localePath(locale, topicPagePath(topic.slug))}>{titleIn(topic, locale)}</a>
                </h2>
                <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4 list-unstyled">
                  {shown.map((video) => (
                    <li key={video.youtubeId} className="col">
                      <VideoCard
                        video={cardOf(video, locale)}
                        watchLabel={watchLabel}
                        topic={topic.slug}
                        image={video.image}
                      >
                        {removeButton(video.youtubeId, titleIn(video, locale))}
                      </VideoCard>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <SavedPaidCourses
              saved={ids.filter(isCourse).map((id) => ({ id, title: list.videos[id].title }))}
              courses={known.courses ?? []}
              text={paidText}
              remove={removeButton}
            />
            {gone.length > 0 && (
              <section className="py-4" aria-labelledby="saved-gone">
                <h2 id="saved-gone" className="h3 mb-3">
                  {text.gone}
                </h2>
                <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4 list-unstyled">
                  {gone.map((id) => {
                    const { title, playlist } = list.videos[id];
                    return (
                      <li key={id} className="col">
                        <article className="card h-100 saved-gone">
                          <div className="card-body d-flex flex-column">
                            <h3 className="h6 card-title">
                              <bdi>{title}</bdi>
                            </h3>
                            <a
                              className="mt-auto small"
                              href={watchUrl({ youtubeId: id, playlistId: playlist })}
                              target="_blank"
                              rel="noopener noreferrer"
                            >
                              {watchLabel}
                              <span className="visually-hidden">
                                : {title} {labels.newTab}
                              </span>
                            </a>
                            {removeButton(id, title)}
                          </div>
                        </article>
                      </li>
                    );
                  })}
                </ul>
              </section>
            )}
          </>
        );
      })()
    );

  if (!own)
    return (
      <>
        {status}
        <section aria-labelledby="saved-heading">
          <h2 id="saved-heading" ref={heading} tabIndex={-1} className="h3">
            {text.sharedHeading}
          </h2>
          <p>{fillPlural(text.sharedText, ids.length, {}, locale)}</p>
          <div className="saved-tools d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary" onClick={addShared}>
              {text.addShared}
            </button>
            <button type="button" className="btn btn-outline-primary" onClick={leaveShared}>
              {text.closeShared}
            </button>
          </div>
        </section>
        {videos}
      </>
    );

  return (
    <>
      {status}
      {ids.length === 0 ? (
        <div className="saved-empty mb-4">
          <h2 ref={heading} tabIndex={-1} className="h3">
            {text.emptyHeading}
          </h2>
          <p>{text.empty}</p>
          <p>
            <a href={localePath(locale, ROUTES.free.path)}>{text.browseLink}</a>
          </p>
        </div>
      ) : (
        <div className="d-flex flex-wrap align-items-center gap-3">
          <h2 ref={heading} tabIndex={-1} className="h3 mb-0">
            {fillPlural(text.count, ids.length, {}, locale)}
          </h2>
          {confirming ? (
            <div role="group" aria-labelledby="saved-clear-question" className="saved-tools d-flex flex-wrap gap-2">
              <p id="saved-clear-question" className="mb-0">
                {text.clearConfirm}
              </p>
              <button type="button" className="btn btn-primary" onClick={clear}>
                {text.clearYes}
              </button>
              <button
                type="button"
                ref={cancel}
                className="btn btn-outline-primary"
                onClick={() => setConfirming(false)}
              >
                {text.cancel}
              </button>
            </div>
          ) : (
            <div className="saved-tools">
              <button type="button" className="btn btn-outline-primary" onClick={() => setConfirming(true)}>
                {text.clear}
              </button>
            </div>
          )}
        </div>
      )}
      {videos}
      <section className="saved-move py-4" aria-labelledby="saved-move">
        <h2 id="saved-move" className="h3">
          {text.moveHeading}
        </h2>
        <p>{text.moveText}</p>
        <div className="saved-tools d-flex flex-wrap gap-2">
          {ids.length > 0 && (
            <button type="button" className="btn btn-outline-primary" onClick={download}>
              {text.download}
            </button>
          )}
          <button type="button" className="btn btn-outline-primary" onClick={() => fileInput.current?.click()}>
            {text.load}
          </button>
          {ids.length > 0 && (
            <button type="button" className="btn btn-outline-primary" onClick={() => void share()}>
              {text.share}
            </button>
          )}
        </div>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label={text.load}
          onChange={(event) => void load(event)}
        />
        {shareLink && (
          <p className="mt-3">
            <label htmlFor="saved-share-link" className="d-block mb-2">
              {text.shareLink}
            </label>
            <input
              id="saved-share-link"
              className="catalog-field"
              readOnly
              value={shareLink}
              onFocus={(event) => event.target.select()}
            />
          </p>
        )}
      </section>
    </>
  );
}

export const query = graphql`
  fragment SavedListText on SavedPageCopy {
    loading
    emptyHeading
    empty
    browseLink
    count {
      one
      other
    }
    remove
    gone
    clear
    clearConfirm
    clearYes
    cancel
    moveHeading
    moveText
    download
    load
    share
    shareLink
    copied
    notCopied
    loaded {
      one
      other
    }
    nothingNew
    sharedHeading
    sharedText {
      one
      other
    }
    addShared
    added {
      one
      other
    }
    closeShared
    tooLarge
    notAList
    newer
    badLink
  }
`;

import React, {
  type ComponentType,
  createContext,
  forwardRef,
  type RefAttributes,
  useContext,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from "react";
import {
  type AdminTexts,
  askYouTube,
  applyFacts,
  fillPlan,
  idNote,
  keptIds,
  replaceQuestion,
  type VideoFields,
} from "./videoEntry";

/**
 * The `youtube-videos` widget: a topic's list of videos, drawn by Decap's own list control, that acts on each video
 * entry as a whole. Decap draws a list's items with its object control directly, never through the widget registry, so
 * no widget can stand for one item; this one wraps the list and
 * - keeps the ids of a link pasted into an entry's id field (and its playlist's id, for a watch?v=…&list=… link),
 *   rewriting the entry in the same change;
 * - draws, under each entry's id field, a button that fills the entry's title and channel from YouTube's oEmbed, and a
 *   live region that says what happened, or why nothing did, in data/admin.yaml's words;
 * - gives a new entry the day it is added (`added`, which /New and the feeds order by), so the owner never types it.
 * Every field, its label, hint and check stay Decap's.
 */

/** The little of Immutable's Map this widget uses (Decap's values are its own copy's Maps and Lists). */
export interface EntryMap {
  get(key: string): unknown;
  set(key: string, value: string): EntryMap;
}

export interface EntryList {
  map(change: (entry: EntryMap) => EntryMap): EntryList;
  find(test: (entry: EntryMap) => boolean): EntryMap | undefined;
}

/**
 * What Decap's object control hands each field's control (EditorControl): the field and its value, as typed here, and
 * more (handed on untouched).
 */
export interface FieldControlProps {
  field: { get(key: string): unknown };
  value?: unknown;
}

/** What Decap hands a widget's control, as far as this widget reads it; the list control gets all of it. */
export interface ListControlProps {
  value?: EntryList;
  onChange(value: EntryList, metadata?: unknown): void;
  editorControl: ComponentType<FieldControlProps>;
}

/** What Decap calls on a control it holds a reference to. */
export interface ListHandle {
  validate(): void;
  focus(path: string): void;
}

const text = (entry: EntryMap, key: keyof VideoFields) => {
  const value = entry.get(key);
  return typeof value === "string" ? value : undefined;
};

function fieldsOf(entry: EntryMap): VideoFields {
  const fields = ["youtubeId", "playlistId", "title", "channel"] as const;
  return Object.fromEntries(
    fields.flatMap((name) => (text(entry, name) === undefined ? [] : [[name, text(entry, name)]])),
  );
}

function patched(entry: EntryMap, patch: Partial<Record<keyof VideoFields, string>>): EntryMap {
  return Object.entries(patch).reduce(
    (next, [key, value]) => (value === undefined ? next : next.set(key, value)),
    entry,
  );
}

/**
 * The list with today's day as the `added` of each entry that has none: every entry saved has one (the schema asks
 * for it), so one without is the entry the owner is adding.
 */
export function withAddedDays(list: EntryList, today: Date): EntryList {
  const day = today.toISOString().slice(0, 10);
  return list.map((entry) => (text(entry, "added") ? entry : entry.set("added", day)));
}

/** The list with the ids of every pasted link kept (see keptIds). */
export function keepIdsIn(list: EntryList): EntryList {
  return list.map((entry) => {
    const ids = keptIds(text(entry, "youtubeId") ?? "");
    return ids ? patched(entry, ids) : entry;
  });
}

interface Videos {
  texts: AdminTexts;
  EditorControl: ComponentType<FieldControlProps>;
  /** The entry whose id field holds `id` (ids are unique in a topic), as it is now. */
  entryWithId(id: string): VideoFields | undefined;
  /** Writes `patch` into the entries whose id field holds `id`, in one change. */
  update(id: string, patch: Partial<Record<keyof VideoFields, string>>): void;
  ask(video: VideoFields): ReturnType<typeof askYouTube>;
  confirm(question: string): boolean;
}

const VideosContext = createContext<Videos | undefined>(undefined);

/** Under an entry's id field: the button that asks YouTube, and what came of it (or of the paste). */
function FillFromYouTube({ youtubeId }: { youtubeId: string }) {
  const videos = useContext(VideosContext);
  const [said, setSaid] = useState<{ about: string; message: string }>();
  const asking = useRef(false);
  if (!videos) return null;
  const message = said?.about === youtubeId ? said.message : idNote(youtubeId, videos.texts);

  async function press(videos: Videos) {
    if (asking.current) return;
    asking.current = true;
    const { texts } = videos;
    setSaid({ about: youtubeId, message: texts.asking });
    const answer = await videos.ask(videos.entryWithId(youtubeId) ?? { youtubeId });
    asking.current = false;
    if (answer.kind === "failed") return setSaid({ about: youtubeId, message: answer.message });
    // As the entry is now: the owner may have typed while YouTube answered.
    const video = videos.entryWithId(youtubeId) ?? { youtubeId };
    const replace =
      fillPlan(video, answer).replacing.length > 0 && videos.confirm(replaceQuestion(video, answer, texts));
    const { patch, message } = applyFacts(video, answer, replace, texts);
    if (Object.keys(patch).length > 0) videos.update(youtubeId, patch);
    setSaid({ about: youtubeId, message });
  }

  return (
    <div style={{ margin: "6px 0 16px" }}>
      <button type="button" onClick={() => void press(videos)} style={{ padding: "6px 12px", cursor: "pointer" }}>
        {videos.texts.fillButton}
      </button>
      <p role="status" style={{ margin: "6px 0 0", fontSize: "0.9em" }}>
        {message}
      </p>
    </div>
  );
}

/** Each field of an entry as Decap draws it; the id field with the button and live region under it. */
function VideoFieldControl(props: FieldControlProps) {
  const videos = useContext(VideosContext);
  if (!videos) return null;
  const { EditorControl } = videos;
  if (props.field.get("name") !== "youtubeId") return <EditorControl {...props} />;
  return (
    <>
      <EditorControl {...props} />
      <FillFromYouTube youtubeId={typeof props.value === "string" ? props.value : ""} />
    </>
  );
}

export interface WidgetOptions {
  /** Decap's list control (CMS.getWidget("list").control). */
  ListControl: ComponentType<ListControlProps & RefAttributes<ListHandle>>;
  /** The origin whose /oembed the editor asks: YouTube's, or a stand-in's in tests. */
  origin: string;
  /** What the widget says to the owner: data/admin.yaml. */
  texts: AdminTexts;
  ask?: typeof askYouTube;
  confirm?: (question: string) => boolean;
  /** The clock a new entry's `added` is read from. */
  now?: () => Date;
}

/** The widget's control, around Decap's list control. */
export function youTubeVideosControl({
  ListControl,
  origin,
  texts,
  ask = askYouTube,
  confirm,
  now = () => new Date(),
}: WidgetOptions) {
  const YouTubeVideosControl = forwardRef<ListHandle & { shouldComponentUpdate(): boolean }, ListControlProps>(
    function YouTubeVideosControl(props, ref) {
      const list = useRef<ListHandle>(null);
      // The props of the last render, for a change made after an answer arrives.
      const latest = useRef(props);
      useEffect(() => {
        latest.current = props;
      });
      // Decap validates and focuses the list through its control; like Decap's own, it redraws on every update.
      useImperativeHandle(
        ref,
        () => ({
          validate: () => list.current?.validate(),
          focus: (path: string) => list.current?.focus(path),
          shouldComponentUpdate: () => true,
        }),
        [],
      );
      const { editorControl } = props;
      const videos = useMemo<Videos>(
        () => ({
          texts,
          EditorControl: editorControl,
          entryWithId: (id) => {
            const entry = latest.current.value?.find((candidate) => text(candidate, "youtubeId") === id);
            return entry && fieldsOf(entry);
          },
          update: (id, patch) => {
            const { value, onChange } = latest.current;
            if (value)
              onChange(value.map((entry) => (text(entry, "youtubeId") === id ? patched(entry, patch) : entry)));
          },
          ask: (video) => ask(origin, video, texts),
          confirm: confirm ?? ((question) => window.confirm(question)),
        }),
        [editorControl],
      );
      return (
        <VideosContext.Provider value={videos}>
          <ListControl
            {...props}
            ref={list}
            onChange={(value, metadata) => props.onChange(withAddedDays(keepIdsIn(value), now()), metadata)}
            editorControl={VideoFieldControl}
          />
        </VideosContext.Provider>
      );
    },
  );
  return YouTubeVideosControl;
}

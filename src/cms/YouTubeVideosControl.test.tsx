import { act, fireEvent, render, screen } from "@testing-library/react";
import React, { forwardRef, useImperativeHandle, useState } from "react";
import path from "node:path";
import { readAdminTexts } from "../../plugins/corsi-content/adminTexts";
import { type Answer, applyFacts, idNote, replaceQuestion, type VideoFields } from "./videoEntry";
import {
  type EntryList,
  type EntryMap,
  type FieldControlProps,
  type ListControlProps,
  type ListHandle,
  youTubeVideosControl,
} from "./YouTubeVideosControl";

// Texts of the tests' own, in data/admin.yaml's shape: the widget says what the file says.
const texts = readAdminTexts(path.resolve("e2e/fixtures/texts"));
const FILL_LABEL = texts.fillButton;
// What YouTube answers, and what the owner wrote: values, not sentences, so the widget's words all come from `texts`.
const FACTS = { title: "yt-title", channel: "yt-channel" };

/** Immutable values as far as the widget uses them: get, set, map and find, each change a new value. */
class FakeMap implements EntryMap {
  constructor(readonly fields: Record<string, string>) {}
  get(key: string) {
    return this.fields[key];
  }
  set(key: string, value: string) {
    return new FakeMap({ ...this.fields, [key]: value });
  }
}
class FakeList implements EntryList {
  constructor(readonly items: EntryMap[]) {}
  map(change: (entry: EntryMap) => EntryMap) {
    return new FakeList(this.items.map(change));
  }
  find(test: (entry: EntryMap) => boolean) {
    return this.items.find(test);
  }
  setAt(index: number, entry: EntryMap) {
    return new FakeList(this.items.map((item, i) => (i === index ? entry : item)));
  }
}

const FIELDS = ["youtubeId", "title", "channel", "playlistId"];
const fieldConfig = (name: string) => ({ get: (key: string) => (key === "name" ? name : undefined) });

/** Decap's EditorControl, as far as a field needs: a labelled input that hands its change to the object. */
function FakeEditorControl({
  field,
  value,
  onChange,
}: FieldControlProps & { onChange?: (...args: unknown[]) => void }) {
  const name = String(field.get("name"));
  return (
    <label>
      {name}
      <input
        value={typeof value === "string" ? value : ""}
        onChange={(event) => onChange?.(field, event.target.value)}
      />
    </label>
  );
}

/** Decap's list control, as far as the widget relies on it: each item's fields drawn through `editorControl`. */
const validated = jest.fn();
const FakeListControl = forwardRef<ListHandle, ListControlProps>(function FakeListControl(props, ref) {
  useImperativeHandle(ref, () => ({ validate: validated, focus: () => undefined }));
  const list = props.value as FakeList;
  const Control = props.editorControl as React.ComponentType<FieldControlProps & { onChange: unknown }>;
  return (
    <>
      {list.items.map((item, index) => (
        <fieldset key={index}>
          {FIELDS.map((name) => (
            <Control
              key={name}
              field={fieldConfig(name)}
              value={item.get(name)}
              onChange={(field: { get(key: string): unknown }, value: string) =>
                props.onChange(list.setAt(index, item.set(String(field.get("name")), value)))
              }
            />
          ))}
        </fieldset>
      ))}
    </>
  );
});

function setUp(videos: VideoFields[], answer: Answer | (() => Promise<Answer>), confirm = jest.fn(() => false)) {
  const ask = jest.fn(typeof answer === "function" ? answer : async () => answer);
  const Control = youTubeVideosControl({
    ListControl: FakeListControl,
    origin: "http://stand-in.test",
    texts,
    ask,
    confirm,
    now: () => NOW,
  });
  const saved = { value: new FakeList(videos.map((video) => new FakeMap({ ...video }))) };
  function Editor() {
    const [value, setValue] = useState(saved.value);
    return (
      <Control
        value={value}
        onChange={(next) => {
          saved.value = next as FakeList;
          setValue(saved.value);
        }}
        editorControl={FakeEditorControl as React.ComponentType<FieldControlProps>}
      />
    );
  }
  render(<Editor />);
  return { ask, confirm, entries: () => saved.value.items.map((item) => (item as FakeMap).fields) };
}

/** The editor's clock: the day a new entry is added. */
const NOW = new Date("2026-11-27T10:00:00Z");
const TODAY = "2026-11-27";

const idField = (index = 0) => screen.getAllByLabelText("youtubeId")[index];

describe("the youtube-videos widget", () => {
  it("keeps the id of a youtu.be?si= link pasted into an entry's id field, and nothing else of it", () => {
    const { entries } = setUp([{ youtubeId: "fixVid00021", title: "C", added: "2026-11-20" }, { title: "" }], {
      kind: "failed",
      message: "",
    });
    fireEvent.change(idField(1), { target: { value: "https://youtu.be/fixAdd00001?si=Abc123" } });
    expect(idField(1)).toHaveProperty("value", "fixAdd00001");
    // The entry being added gets today's day; the one saved before keeps its own.
    expect(entries()).toEqual([
      { youtubeId: "fixVid00021", title: "C", added: "2026-11-20" },
      { youtubeId: "fixAdd00001", title: "", added: TODAY },
    ]);
  });

  it("keeps the video's and the playlist's ids of a watch?v=…&list=… link, in one change", () => {
    const { entries } = setUp([{}], { kind: "failed", message: "" });
    fireEvent.change(idField(), {
      target: { value: "https://www.youtube.com/watch?v=fixAdd00008&list=PLfixtureAdd0001&index=5" },
    });
    expect(entries()).toEqual([{ youtubeId: "fixAdd00008", playlistId: "PLfixtureAdd0001", added: TODAY }]);
    expect(screen.getAllByLabelText("playlistId")[0]).toHaveProperty("value", "PLfixtureAdd0001");
  });

  it("leaves a link that is no YouTube video's as typed, and says why in the live region", () => {
    setUp([{}], { kind: "failed", message: "" });
    fireEvent.change(idField(), { target: { value: "https://vimeo.com/1234567" } });
    expect(idField()).toHaveProperty("value", "https://vimeo.com/1234567");
    expect(screen.getByRole("status").textContent).toBe(idNote("https://vimeo.com/1234567", texts));
  });

  it("fills an empty title and channel from YouTube on a press, and says so", async () => {
    const { ask, entries } = setUp([{ youtubeId: "fixAdd00001" }], { kind: "facts", ...FACTS });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: FILL_LABEL })));
    expect(ask).toHaveBeenCalledWith("http://stand-in.test", { youtubeId: "fixAdd00001" }, texts);
    expect(entries()).toEqual([{ youtubeId: "fixAdd00001", ...FACTS }]);
    expect(screen.getAllByLabelText("title")[0]).toHaveProperty("value", FACTS.title);
    expect(screen.getByRole("status").textContent).toBe(
      applyFacts({ youtubeId: "fixAdd00001" }, FACTS, false, texts).message,
    );
  });

  it("asks before replacing the owner's title, and keeps it when told no", async () => {
    const confirm = jest.fn(() => false);
    const { entries } = setUp([{ youtubeId: "fixAdd00001", title: "my-title" }], { kind: "facts", ...FACTS }, confirm);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: FILL_LABEL })));
    const mine = { youtubeId: "fixAdd00001", title: "my-title" };
    expect(confirm).toHaveBeenCalledWith(replaceQuestion(mine, FACTS, texts));
    expect(entries()).toEqual([{ ...mine, channel: FACTS.channel }]);
    expect(screen.getByRole("status").textContent).toBe(applyFacts(mine, FACTS, false, texts).message);
  });

  it("leaves the fields when YouTube cannot be asked, and says why", async () => {
    const { entries } = setUp([{ youtubeId: "fixAdd00001", title: "", channel: "" }], {
      kind: "failed",
      message: texts.failures.unreachable,
    });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: FILL_LABEL })));
    expect(entries()).toEqual([{ youtubeId: "fixAdd00001", title: "", channel: "" }]);
    expect(screen.getByRole("status").textContent).toBe(texts.failures.unreachable);
  });

  it("fills the entry the button belongs to, as it is when the answer arrives", async () => {
    let answer: (value: Answer) => void = () => undefined;
    const { entries } = setUp(
      [{ youtubeId: "fixVid00021", title: "c-title" }, { youtubeId: "fixAdd00001" }],
      () => new Promise<Answer>((resolve) => (answer = resolve)),
    );
    fireEvent.click(screen.getAllByRole("button", { name: FILL_LABEL })[1]);
    expect(screen.getAllByRole("status")[1].textContent).toBe(texts.asking);
    // The owner types a channel while YouTube answers: it is kept, and the title filled.
    fireEvent.change(screen.getAllByLabelText("channel")[1], { target: { value: "my-channel" } });
    await act(async () => answer({ kind: "facts", ...FACTS }));
    expect(entries()).toEqual([
      { youtubeId: "fixVid00021", title: "c-title", added: TODAY },
      { youtubeId: "fixAdd00001", title: FACTS.title, channel: "my-channel", added: TODAY },
    ]);
  });

  it("hands Decap's validation on to the list control", () => {
    const Control = youTubeVideosControl({ ListControl: FakeListControl, origin: "http://stand-in.test", texts });
    const ref = React.createRef<ListHandle & { shouldComponentUpdate(): boolean }>();
    render(
      <Control
        ref={ref}
        value={new FakeList([])}
        onChange={() => undefined}
        editorControl={FakeEditorControl as React.ComponentType<FieldControlProps>}
      />,
    );
    validated.mockClear();
    ref.current?.validate();
    expect(validated).toHaveBeenCalledTimes(1);
    expect(ref.current?.shouldComponentUpdate()).toBe(true);
  });
});

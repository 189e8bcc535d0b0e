import { render, screen } from "@testing-library/react";
import React, { createRef, forwardRef, useImperativeHandle } from "react";
import {
  filledRelationControl,
  type RelationControlProps,
  type RelationHit,
  type RelationQueryResult,
  withFilledItems,
} from "./FilledRelationControl";

/** A topic as Decap's search finds it: two videos of which one is a playlist course. */
const topic: RelationHit & { slug: string } = {
  slug: "web-development",
  data: {
    title: "Web Development",
    videos: [
      { youtubeId: "fixVid00001", title: "Learn HTML in one video" },
      { youtubeId: "fixVid00004", title: "HTML & CSS website project", playlistId: "PLfixturePlaylist01" },
      { youtubeId: "fixVid00005", title: "A blank playlist id", playlistId: "" },
    ],
  },
};
const titlesOf = (hit: RelationHit) => (hit.data.videos as { title: string }[]).map(({ title }) => title);

describe("withFilledItems", () => {
  it("keeps, of the list the value field runs through, the items that have a value there", () => {
    const kept = withFilledItems(topic, "videos.*.playlistId");
    expect(titlesOf(kept)).toEqual(["HTML & CSS website project"]);
    expect(kept).toMatchObject({ slug: "web-development", data: { title: "Web Development" } });
    // The search's own entry is left as it was: Decap keeps it in its store.
    expect(titlesOf(topic)).toHaveLength(3);
  });

  it("leaves an entry whole where every item has a value, or the value field runs through no list", () => {
    expect(titlesOf(withFilledItems(topic, "videos.*.youtubeId"))).toEqual(titlesOf(topic));
    expect(withFilledItems(topic, "{{slug}}")).toBe(topic);
    expect(withFilledItems(topic, "title")).toBe(topic);
    expect(withFilledItems({ data: { title: "No videos" } }, "videos.*.playlistId")).toEqual({
      data: { title: "No videos" },
    });
  });

  it("reads a list inside a group, and a value inside a list of each item", () => {
    const hit = { data: { course: { lessons: [{ links: [{ url: "a" }] }, { links: [] }, { links: [{}] }] } } };
    expect(withFilledItems(hit, "course.lessons.*.links.*.url").data).toEqual({
      course: { lessons: [{ links: [{ url: "a" }] }] },
    });
  });
});

describe("the filled-relation widget's control", () => {
  /** What the relation control was handed, and what Decap's search returned, as the widget passes them on. */
  const handed: { props?: RelationControlProps } = {};
  const RelationControl = forwardRef<{ isValid(): { error: boolean } }, RelationControlProps>(
    function RelationControl(props, ref) {
      handed.props = props;
      useImperativeHandle(ref, () => ({ isValid: () => ({ error: false }) }), []);
      const hits = Array.isArray(props.queryHits) ? props.queryHits : [];
      return (
        <ul>
          {hits.flatMap(titlesOf).map((title) => (
            <li key={title}>{title}</li>
          ))}
        </ul>
      );
    },
  );
  const FilledRelationControl = filledRelationControl(RelationControl);
  const field = { get: (key: string) => (key === "value_field" ? "videos.*.playlistId" : undefined) };
  const found: RelationQueryResult = { payload: { hits: [topic] } };

  it("offers the relation control the items with a value only, from the store and from a search", async () => {
    const query = jest.fn(async () => found);
    render(<FilledRelationControl field={field} query={query} queryHits={[topic]} />);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["HTML & CSS website project"]);
    const searched = await handed.props?.query("playlist-field-1", "topics", ["videos.*.title"], "", undefined);
    expect(query).toHaveBeenCalledWith("playlist-field-1", "topics", ["videos.*.title"], "", undefined);
    expect(searched?.payload.hits.map(titlesOf)).toEqual([["HTML & CSS website project"]]);
  });

  it("hands the relation control the same hits while the store's are the same, and lets Decap hold the control", () => {
    const ref = createRef<{ isValid(): { error: boolean } }>();
    const queryHits = [topic];
    const query = jest.fn(async () => found);
    const { rerender } = render(<FilledRelationControl ref={ref} field={field} query={query} queryHits={queryHits} />);
    const first = handed.props?.queryHits;
    rerender(<FilledRelationControl ref={ref} field={field} query={query} queryHits={queryHits} />);
    expect(handed.props?.queryHits).toBe(first);
    expect(ref.current?.isValid()).toEqual({ error: false });
  });
});

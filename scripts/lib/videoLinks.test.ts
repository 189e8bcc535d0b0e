import { validateContent } from "../../plugins/corsi-content/validate";
import { DEAD_FIXTURE_VIDEO, FIXTURE_DATA, LINKS_FIXTURE, RESET_ID } from "./checkVideosTesting";
import { collectLinks, type LinkData } from "./videoLinks";

describe("collectLinks", () => {
  it("lists every video, every playlist separately and every top-rated link, with where they are", () => {
    expect(collectLinks(LINKS_FIXTURE)).toEqual([
      {
        file: "topics/front-end.yaml",
        path: "videos[0]",
        title: "HTML course",
        id: "availableV1",
        url: "https://www.youtube.com/watch?v=availableV1",
      },
      {
        file: "topics/front-end.yaml",
        path: "videos[0].playlistId",
        title: "HTML course",
        id: "PLlivePlaylist000001",
        url: "https://www.youtube.com/playlist?list=PLlivePlaylist000001",
      },
      expect.objectContaining({ file: "topics/front-end.yaml", path: "videos[1]", id: "privateVid1" }),
      expect.objectContaining({ file: "topics/back-end.yaml", path: "videos[0]", id: "deletedVid1" }),
      expect.objectContaining({
        file: "topics/back-end.yaml",
        path: "videos[0].playlistId",
        id: "PLdeadPlaylist000001",
      }),
      expect.objectContaining({ file: "topics/back-end.yaml", path: "videos[1]", id: RESET_ID }),
      {
        file: "top-rated.yaml",
        path: "en.courses[0].link",
        title: "Live course",
        id: "https://www.youtube.com/watch?v=liveCourse1",
        url: "https://www.youtube.com/watch?v=liveCourse1",
      },
      expect.objectContaining({ file: "top-rated.yaml", path: "en.courses[1].link", title: "Gone course" }),
    ]);
  });

  it("finds every video, playlist and top-rated course in the content", () => {
    const { problems, data } = validateContent(FIXTURE_DATA);
    expect(problems).toEqual([]);
    const links = collectLinks(data as unknown as LinkData);
    const videos = links.filter((l) => l.file.startsWith("topics/") && !l.path.endsWith(".playlistId"));
    const playlists = links.filter((l) => l.path.endsWith(".playlistId"));
    const courses = links.filter((l) => l.file === "top-rated.yaml");
    // Counted from the fixture's files themselves, so a fixture video more changes nothing here.
    const files = data as unknown as Record<string, { videos?: { playlistId?: string }[] }>;
    const listed = Object.entries(files)
      .filter(([file]) => file.startsWith("topics/"))
      .flatMap(([, topic]) => topic.videos ?? []);
    const topRated = (data as unknown as { "top-rated.yaml": { en: { courses: unknown[] } } })["top-rated.yaml"];
    expect([videos.length, playlists.length, courses.length]).toEqual([
      listed.length,
      listed.filter((video) => video.playlistId).length,
      topRated.en.courses.length,
    ]);
    expect(links.length).toBe(videos.length + playlists.length + courses.length);
    expect(videos.length).toBeGreaterThan(40);
    expect(videos.every((l) => l.url === `https://www.youtube.com/watch?v=${l.id}`)).toBe(true);
    expect(playlists.every((l) => l.url === `https://www.youtube.com/playlist?list=${l.id}`)).toBe(true);
    expect(links).toContainEqual({
      file: "topics/learn-python-arabic.yaml",
      path: "videos[1]",
      title: "المتغيرات والدوال في بايثون",
      id: DEAD_FIXTURE_VIDEO,
      url: `https://www.youtube.com/watch?v=${DEAD_FIXTURE_VIDEO}`,
    });
  });
});

import { parseYouTubeLink } from "./youtubeLink";

const ID = "XKHEtdqhLK8";
const LIST = "PLZPZq0r_RZOOkUQbat8LyQii36cJf2SWT";
const MIX = "RDXKHEtdqhLK8";

describe("parseYouTubeLink", () => {
  it.each([
    [ID],
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}&t=42s`],
    [`https://www.youtube.com/watch?v=${ID}&si=AbCdEf123&feature=shared`],
    [`https://www.youtube.com/watch?feature=youtu.be&v=${ID}&ab_channel=BroCode`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
    [`youtube.com/watch?v=${ID}`],
    [`https://m.youtube.com/watch?v=${ID}`],
    [`https://music.youtube.com/watch?v=${ID}`],
    [`https://WWW.YouTube.com/watch?v=${ID}`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=AbCdEf123`],
    [`youtu.be/${ID}?t=10`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/embed/${ID}?start=30`],
    [`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://youtube.com/shorts/${ID}?feature=share`],
    [`https://www.youtube.com/live/${ID}`],
    [`  https://www.youtube.com/watch?v=${ID}  `],
    [`https://www.youtube.com/watch?v=${ID}#comments`],
  ])("reads %s as the video", (text) => {
    expect(parseYouTubeLink(text)).toEqual({ kind: "video", youtubeId: ID });
  });

  it.each([
    [`https://www.youtube.com/playlist?list=${LIST}`],
    [`youtube.com/playlist?list=${LIST}&si=xyz`],
    [`https://m.youtube.com/playlist?list=${LIST}`],
    [`https://www.youtube.com/embed/videoseries?list=${LIST}`],
  ])("reads %s as the playlist", (text) => {
    expect(parseYouTubeLink(text)).toEqual({ kind: "playlist", playlistId: LIST });
  });

  it.each([
    [`https://www.youtube.com/watch?v=${ID}&list=${LIST}`],
    [`https://www.youtube.com/watch?v=${ID}&list=${LIST}&index=3&t=5s`],
    [`https://youtu.be/${ID}?list=${LIST}`],
    [`https://www.youtube.com/embed/${ID}?list=${LIST}`],
  ])("reads %s as the playlist, opened at its video", (text) => {
    expect(parseYouTubeLink(text)).toEqual({ kind: "playlist", playlistId: LIST, youtubeId: ID });
  });

  it.each([
    [`https://www.youtube.com/watch?v=${ID}&list=${MIX}`],
    [`https://www.youtube.com/watch?v=${ID}&list=${MIX}&start_radio=1`],
    // Watch later and a list id cut short are not playlists Corsi can list: the video stands alone.
    [`https://www.youtube.com/watch?v=${ID}&list=WL`],
  ])("reads %s, a Mix or a private list, as its video alone", (text) => {
    expect(parseYouTubeLink(text)).toEqual({ kind: "video", youtubeId: ID });
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["Python full course", "noLink"],
    ["hello", "noLink"],
    ["not a link at all: 42", "noLink"],
    [`ftp://www.youtube.com/watch?v=${ID}`, "otherSite"],
    [`javascript:alert(1)`, "otherSite"],
    ["https://vimeo.com/76979871", "otherSite"],
    [`https://www.youtube.com.evil.example/watch?v=${ID}`, "otherSite"],
    [`https://notyoutube.com/watch?v=${ID}`, "otherSite"],
    [`https://www.youtube.com/channel/UC8butISFwT-Wl7EV0hUK0BQ`, "noVideo"],
    ["https://www.youtube.com/@BroCodez", "noVideo"],
    ["https://www.youtube.com/results?search_query=python", "noVideo"],
    ["https://www.youtube.com/", "noVideo"],
    ["https://youtu.be/", "noVideo"],
    ["XKHEtdqhLK", "noLink"],
    ["XKHEtdqhLK8x", "noLink"],
    ["https://www.youtube.com/watch?v=XKHEtdqhLK", "badId"],
    ["https://www.youtube.com/watch?v=XKHEtdqhLK8x", "badId"],
    ["https://www.youtube.com/watch?v=XKHEtdq%24LK8", "badId"],
    ["https://youtu.be/XKHEtdqhLK", "badId"],
    ["https://www.youtube.com/shorts/XKHEtdqhLK8x", "badId"],
    ["https://www.youtube.com/playlist?list=PLshort", "badId"],
    ["https://www.youtube.com/playlist", "noVideo"],
    [`https://www.youtube.com/playlist?list=${MIX}`, "mix"],
  ])("refuses %j (%s)", (text, reason) => {
    expect(parseYouTubeLink(text)).toEqual({ kind: "invalid", reason });
  });
});

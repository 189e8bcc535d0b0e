import { KEPT_ATTRIBUTE, KEPT_NOTICE_SELECTOR, withKeptNotice, withScriptAllowed } from "./keptCopy";

const PAGE =
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/><title>بايثون</title><script>head()</script>' +
  '</head><body><div id="___gatsby"><a href="#main">تخطَّ</a><main id="main"><h1>بايثون</h1></main></div></body></html>';
const COPY = {
  day: "2026-12-01",
  notice: "أنت غير متصل: هذه الصفحة كما كانت في 1 ديسمبر 2026.",
  play: "يحتاج هذا الفيديو إلى اتصال بالإنترنت.",
  script: "kept()",
};
const parsed = (html: string) => new DOMParser().parseFromString(html, "text/html");

describe("withKeptNotice: a kept page as the worker serves it without a connection", () => {
  it("marks the page's root with its day, and says so first in the page, outside the app's root, as a status", () => {
    const page = parsed(withKeptNotice(PAGE, COPY));
    expect(page.documentElement.getAttribute(KEPT_ATTRIBUTE)).toBe("2026-12-01");
    expect(page.documentElement.lang).toBe("ar");
    const first = page.body.firstElementChild;
    expect(first?.matches(KEPT_NOTICE_SELECTOR)).toBe(true);
    expect(first?.getAttribute("role")).toBe("status");
    expect(first?.textContent).toBe(COPY.notice);
    expect((first as HTMLElement).dataset.play).toBe(COPY.play);
    expect(page.querySelector("#___gatsby main h1")?.textContent).toBe("بايثون");
  });

  it("runs the kept page's script before the head script, after the charset", () => {
    const scripts = [...parsed(withKeptNotice(PAGE, COPY)).head.children].map((element) => element.outerHTML);
    expect(scripts).toEqual([
      '<meta charset="utf-8">',
      "<script>kept()</script>",
      "<title>بايثون</title>",
      "<script>head()</script>",
    ]);
  });

  it("writes the texts as text, never as markup", () => {
    const page = parsed(
      withKeptNotice(PAGE, { ...COPY, day: '2026"-12', notice: "<b>offline</b> & kept", play: '"x"' }),
    );
    expect(page.querySelector(KEPT_NOTICE_SELECTOR)?.textContent).toBe("<b>offline</b> & kept");
    expect(page.querySelector("b")).toBeNull();
    expect(page.documentElement.getAttribute(KEPT_ATTRIBUTE)).toBe('2026"-12');
    expect(page.querySelector<HTMLElement>(KEPT_NOTICE_SELECTOR)?.dataset.play).toBe('"x"');
  });

  it("serves a page without these tags with what it has of them", () => {
    expect(withKeptNotice("<html><p>Old</p></html>", COPY)).toBe('<html data-kept="2026-12-01"><p>Old</p></html>');
  });
});

describe("withScriptAllowed: the kept page's policy", () => {
  it("adds the kept page's script to script-src, and nothing else", () => {
    expect(withScriptAllowed("default-src 'self'; script-src 'self' 'sha256-a'; object-src 'none'", "'sha256-k'")).toBe(
      "default-src 'self'; script-src 'sha256-k' 'self' 'sha256-a'; object-src 'none'",
    );
    expect(withScriptAllowed(null, "'sha256-k'")).toBeNull();
  });
});

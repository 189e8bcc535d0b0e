import { KEPT_ATTRIBUTE, withKeptNotice } from "./keptCopy";

const PAGE =
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><title>بايثون</title></head><body><div><a href="#main">تخطَّ</a>' +
  '<main id="main" tabindex="-1" class="flex-grow-1"><h1>بايثون</h1></main></div></body></html>';

describe("withKeptNotice: a kept page as the worker serves it without a connection", () => {
  it("marks the page's root with its day, and says so at the top of its main content, as a status", () => {
    document.documentElement.innerHTML = "";
    const html = withKeptNotice(PAGE, "2026-12-01", "أنت غير متصل: هذه الصفحة كما كانت في 1 ديسمبر 2026.");
    const page = new DOMParser().parseFromString(html, "text/html");
    expect(page.documentElement.getAttribute(KEPT_ATTRIBUTE)).toBe("2026-12-01");
    expect(page.documentElement.lang).toBe("ar");
    const first = page.querySelector("main")?.firstElementChild;
    expect(first?.getAttribute("role")).toBe("status");
    expect(first?.textContent).toBe("أنت غير متصل: هذه الصفحة كما كانت في 1 ديسمبر 2026.");
    expect(page.querySelector("main h1")?.textContent).toBe("بايثون");
  });

  it("writes the notice as text, never as markup", () => {
    const html = withKeptNotice(PAGE, '2026"-12', "<b>offline</b> & kept");
    const page = new DOMParser().parseFromString(html, "text/html");
    expect(page.querySelector("main [role=status]")?.textContent).toBe("<b>offline</b> & kept");
    expect(page.querySelector("b")).toBeNull();
    expect(page.documentElement.getAttribute(KEPT_ATTRIBUTE)).toBe('2026"-12');
  });

  it("serves a page without the layout's <main> as it was, with its mark only", () => {
    const html = withKeptNotice("<html><body><p>Old</p></body></html>", "2026-12-01", "Offline");
    expect(html).toBe('<html data-kept="2026-12-01"><body><p>Old</p></body></html>');
  });
});

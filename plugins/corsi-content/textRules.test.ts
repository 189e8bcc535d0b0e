import { eachReported, NAV_LINKS } from "./contentTesting";

/** The rules of the interface texts (data/*.yaml), each broken once in a copy of the site's data/. */
const YOUTUBE_LINK = "expected an https:// link to a YouTube video or playlist (youtube.com/watch?v=… or youtu.be/…)";

eachReported([
  // top-rated.yaml
  [
    "top-rated.yaml",
    "an http: link",
    (d) => (d.en.courses[0].link = "http://www.youtube.com/watch?v=4OGWPn-Q__I"),
    `data/top-rated.yaml: en.courses[0].link: ${YOUTUBE_LINK}, found "http://www.youtube.com/watch?v=4OGWPn-Q__I" (in "Intro In HTML & CSS")`,
  ],
  [
    "top-rated.yaml",
    "a javascript: link",
    (d) => (d.en.courses[1].link = "javascript:alert(1)"),
    `data/top-rated.yaml: en.courses[1].link: ${YOUTUBE_LINK}, found "javascript:alert(1)" (in "Intro To Python")`,
  ],
  [
    "top-rated.yaml",
    "a relative link",
    (d) => (d.en.courses[2].link = "/Free"),
    `data/top-rated.yaml: en.courses[2].link: ${YOUTUBE_LINK}, found "/Free" (in "JavaScript Essentials")`,
  ],
  [
    "top-rated.yaml",
    "a link to another site",
    (d) => (d.en.courses[3].link = "https://vimeo.com/12345"),
    `data/top-rated.yaml: en.courses[3].link: ${YOUTUBE_LINK}, found "https://vimeo.com/12345" (in "Flutter basics")`,
  ],
  [
    "top-rated.yaml",
    "a missing instructor",
    (d) => delete d.en.courses[1].instructor,
    `data/top-rated.yaml: en.courses[1].instructor: required field is missing: expected the instructor's name (in "Intro To Python")`,
  ],
  [
    "top-rated.yaml",
    "'See all' pointing at a page that does not exist",
    (d) => (d.en.seeAll.path = "/free"),
    `data/top-rated.yaml: en.seeAll.path: expected one of the site's pages /, /Free, /Paid, /Contact, /Saved, /Paths, /New, found "/free" (in "See All Videos")`,
  ],
  // site.yaml
  [
    "site.yaml",
    "a local phone number",
    (d) => (d.en.contact.phone = "0100 000 0000"),
    `data/site.yaml: en.contact.phone: expected a phone number in international format: '+', country code and number, e.g. +20 100 000 0000, found "0100 000 0000"`,
  ],
  [
    "site.yaml",
    "a WhatsApp number as a link",
    (d) => (d.en.contact.whatsapp = "https://wa.me/201000000000"),
    `data/site.yaml: en.contact.whatsapp: expected a phone number in international format: '+', country code and number, e.g. +20 100 000 0000, found "https://wa.me/201000000000"`,
  ],
  [
    "site.yaml",
    "an e-mail address without a domain",
    (d) => (d.en.contact.email = "hello@"),
    `data/site.yaml: en.contact.email: expected an e-mail address like hello@example.com, found "hello@"`,
  ],
  [
    "site.yaml",
    "a navigation link to a missing page",
    (d) => (d.en.nav[1].path = "/Courses"),
    `data/site.yaml: en.nav[1].path: expected one of the site's pages /, /Free, /Paid, /Contact, /Saved, /Paths, /New, found "/Courses" (in "Free courses")`,
  ],
  [
    "site.yaml",
    "a missing footer line",
    (d) => delete d.en.footer.copyright,
    `data/site.yaml: en.footer.copyright: required field is missing: expected a copyright line`,
  ],
  // home.yaml, logos.yaml, pages.yaml
  [
    "home.yaml",
    "an icon that does not exist",
    (d) => (d.en.features.items[3].icon = "bootstrap:stra-fill"),
    `data/home.yaml: en.features.items[3].icon: expected an icon that exists in simple-icons (simple:SLUG) or Bootstrap Icons (bootstrap:NAME), found "bootstrap:stra-fill" (in "Best Videos")`,
  ],
  [
    "logos.yaml",
    "an icon name without its set",
    (d) => (d.tiles[7].icon = "python"),
    `data/logos.yaml: tiles[7].icon: expected an icon name like 'simple:python' or 'bootstrap:star-fill', found "python" (in "Python")`,
  ],
  [
    "logos.yaml",
    "a number where a name belongs",
    (d) => (d.tiles[0].name = 5),
    `data/logos.yaml: tiles[0].name: expected the technology's name, found 5`,
  ],
  [
    "pages.yaml",
    "a count text without its plural forms",
    (d) => (d.en.topic.text = "{count} videos"),
    `data/pages.yaml: en.topic.text: expected a text in each plural form, 'one:' and 'other:', found "{count} videos" (in "{topic}: free video courses")`,
  ],
  [
    "pages.yaml",
    "a text without the place the site fills in",
    (d) => (d.en.free.allVideosLink = "All {count} videos"),
    `data/pages.yaml: en.free.allVideosLink: expected a link text that contains {topic}, found "All {count} videos" (in "Free courses")`,
  ],
  [
    "pages.yaml",
    "a missing page heading",
    (d) => delete d.en.paid.heading,
    `data/pages.yaml: en.paid.heading: required field is missing: expected a heading (in "Paid courses")`,
  ],
  // The Arabic block of a translated file: every English text, in the same places, and nothing else
  [
    "pages.yaml",
    "a text the English block has and the Arabic one lacks",
    (d) => delete d.ar.free.search.label,
    `data/pages.yaml: ar.free.search.label: required field is missing: expected a label for the search field (in "الدورات المجانية")`,
  ],
  [
    "pages.yaml",
    "a translated text without the place the site fills in",
    (d) => (d.ar.topic.pagination.page = "الصفحة {page}"),
    `data/pages.yaml: ar.topic.pagination.page: expected a label that contains {pages}, found "الصفحة {page}" (in "صفحات هذا الموضوع")`,
  ],
  [
    "site.yaml",
    "an address in the Arabic block, which only the English one gives",
    (d) => (d.ar.nav[0].path = "/"),
    `data/site.yaml: ar.nav[0].path: unknown field 'path': check the spelling, or remove it (in "الرئيسية")`,
  ],
  [
    "site.yaml",
    "a navigation link fewer in Arabic than in English",
    (d) => d.ar.nav.pop(),
    `data/site.yaml: ar.nav: expected ${NAV_LINKS} entries, one for each in en.nav, found ${NAV_LINKS - 1}`,
  ],
  [
    "home.yaml",
    "an empty Arabic feature text",
    (d) => (d.ar.features.items[2].text = " "),
    `data/home.yaml: ar.features.items[2].text: expected a sentence, not an empty value, found an empty value (in "تعلّم مجاني")`,
  ],
  [
    "top-rated.yaml",
    "no Arabic block",
    (d) => delete d.ar,
    `data/top-rated.yaml: ar: required field is missing: expected the texts in 'ar': every text of 'en', in the same places`,
  ],
]);

import { fieldsOf, markTexts } from "./cmsFields";
import { labelPages, openNames, pathFields, withVideoWidget } from "./cmsCollectionFields";
import { toJsonSchema } from "./jsonSchemas";
import { CONTENT_FILES, PAID_COURSE_FOLDER, PATH_FOLDER, SCHEMA_BY_FILE, TOPIC_FOLDER, textsOf } from "./schema";
import { DEFAULT_LOCALE, LOCALE_LIST, REPOSITORY, SITE_URL } from "../../src/siteManifest";

/**
 * Decap CMS's configuration (static/admin/config.yml), generated from the
 * content schema so the editor asks for exactly what the build accepts:
 * required fields, patterns, language lists, minimum list lengths.
 * `npm run schemas` rewrites it; a test fails if the committed copy differs.
 */

const PAGES_FILE = "pages.yaml";

const FILE_LABELS: Record<string, string> = {
  "top-rated.yaml": "Top rated courses (home page)",
  "home.yaml": "Home page: hero and feature cards",
  "logos.yaml": "Home page: logo tiles",
  "pages.yaml": "Page titles and texts",
  "site.yaml": "Site settings and contact",
  "admin.yaml": "This editor's own texts (a topic's videos)",
  "names.yaml": "Search: other names of a technology",
};

const NAMES_FILE = "names.yaml";

type ContentFile = (typeof CONTENT_FILES)[number];

/** One single file of "Content": a translated file's texts are marked, so the editor shows them in each language. */
function contentFile({ file, translated }: ContentFile) {
  const content = fieldsOf(SCHEMA_BY_FILE[file]);
  const labelled = file === PAGES_FILE ? labelPages(content) : content;
  const texts = textsOf(SCHEMA_BY_FILE[file]);
  return {
    name: file.replace(".yaml", ""),
    label: FILE_LABELS[file],
    file: `data/${file}`,
    ...(translated && texts ? { i18n: true, fields: markTexts(labelled, toJsonSchema(texts)) } : { fields: labelled }),
  };
}

/** Every single file of data/ but the names', each a file of its own in one collection. */
function contentCollection() {
  return {
    name: "content",
    label: "Content",
    editor: { preview: false },
    i18n: true,
    files: CONTENT_FILES.filter(({ file }) => file !== NAMES_FILE).map(contentFile),
  };
}

/**
 * The names search knows, a collection of their own: "Content" reads each of its files as a block per language
 * (single_file), which this one language-free file is not.
 */
function namesCollection() {
  return {
    name: "names",
    label: FILE_LABELS[NAMES_FILE],
    editor: { preview: false },
    files: [
      {
        name: "names",
        label: FILE_LABELS[NAMES_FILE],
        file: `data/${NAMES_FILE}`,
        fields: openNames(fieldsOf(SCHEMA_BY_FILE[NAMES_FILE])),
      },
    ],
  };
}

/** One entry per topic file: the editor lists the topics, creates new ones, and each holds its own videos. */
function topicsCollection() {
  return {
    name: TOPIC_FOLDER.folder,
    label: "Free courses: topics (/Free)",
    label_singular: "Topic",
    folder: `data/${TOPIC_FOLDER.folder}`,
    extension: "yaml",
    format: "yaml",
    create: true,
    identifier_field: "title",
    slug: "{{title}}",
    summary: "{{position}}. {{title}}",
    sortable_fields: ["position", "title"],
    editor: { preview: false },
    fields: withVideoWidget(fieldsOf(TOPIC_FOLDER.schema)),
  };
}

/** One entry per paid course, data/paid/<slug>.yaml; its picture is uploaded into the same folder. */
function paidCoursesCollection() {
  return {
    name: PAID_COURSE_FOLDER.folder,
    label: "Paid courses (/Paid)",
    label_singular: "Paid course",
    folder: `data/${PAID_COURSE_FOLDER.folder}`,
    extension: "yaml",
    format: "yaml",
    create: true,
    identifier_field: "title",
    slug: "{{title}}",
    summary: "{{title}} ({{provider}}, {{topic}})",
    sortable_fields: ["title", "topic", "priceCheckedOn"],
    media_folder: "",
    public_folder: "",
    editor: { preview: false },
    fields: fieldsOf(PAID_COURSE_FOLDER.schema),
  };
}

/**
 * One entry per learning path, data/paths/<name>.yaml, whose name is its address (/Paths/<name>). Its Arabic texts
 * are fields of their own beside the English ones, as a topic's and a paid course's are.
 */
function learningPathsCollection() {
  return {
    name: PATH_FOLDER.folder,
    label: "Learning paths (/Paths)",
    label_singular: "Learning path",
    folder: `data/${PATH_FOLDER.folder}`,
    extension: "yaml",
    format: "yaml",
    create: true,
    identifier_field: "title",
    slug: "{{title}}",
    summary: "{{position}}. {{title}} ({{level}})",
    sortable_fields: ["position", "title"],
    editor: { preview: false },
    fields: pathFields(),
  };
}

export function cmsConfig() {
  return {
    // Each "Publish" is a commit to the repository, through GitHub's API. Sign-in goes through Netlify's own OAuth
    // client (base_url), set up once in the host's dashboard (docs/editing-content.md, "Turn on the browser editor,
    // once"); no Netlify Identity or Git Gateway, both deprecated. site_domain names the Netlify site whose OAuth
    // settings hold the GitHub app.
    backend: {
      name: "github",
      repo: REPOSITORY,
      branch: "main",
      base_url: "https://api.netlify.com",
      site_domain: new URL(SITE_URL).host,
    },
    // On localhost only, the editor first tries decap-server (`npm run cms`, the CMS end-to-end test), which writes
    // this checkout's files instead of committing.
    local_backend: true,
    site_url: SITE_URL,
    display_url: SITE_URL,
    // Each interface file holds its texts in every language (`en:`, `ar:`), which Decap calls single_file; the editor
    // shows the languages side by side.
    i18n: { structure: "single_file", locales: LOCALE_LIST, default_locale: DEFAULT_LOCALE },
    media_folder: "static/uploads",
    public_folder: "/uploads",
    collections: [
      contentCollection(),
      namesCollection(),
      topicsCollection(),
      paidCoursesCollection(),
      learningPathsCollection(),
    ],
  };
}

import { type ComponentType } from "react";
import { FILLED_RELATION_WIDGET, YOUTUBE_VIDEOS_WIDGET } from "./names";
import { filledRelationControl, type RelationControlProps } from "./FilledRelationControl";
import { type AdminTexts } from "./videoEntry";
import { type WidgetOptions, youTubeVideosControl } from "./YouTubeVideosControl";

/**
 * /admin's own module, bundled into the editor's script (public/admin/cms.js, plugins/corsi-admin/editorFiles.ts)
 * only, never into a public page's. It runs after Decap's prebuilt bundle, registers the widgets the generated config
 * (plugins/corsi-content/cmsConfig.ts) names for a topic's videos and for a learning path's playlist courses, and then
 * starts the editor, which loads that config.
 */

/** A widget as Decap's registry holds it: its control, its preview, the schema its options are checked with. */
interface RegisteredWidget {
  control: unknown;
  preview?: unknown;
  schema?: object;
}

/**
 * The part of Decap's registry this module uses, as its bundle puts it on the window (`window.DecapCmsApp`). Typed
 * here: Decap's own types come with its React 19, installed beside decap-cms, not the site's.
 */
interface DecapRegistry {
  getWidget(name: string): RegisteredWidget | undefined;
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: object): void;
  /** Starts the editor, which then loads its config. */
  init(): void;
}

declare global {
  interface Window {
    DecapCmsApp?: DecapRegistry;
  }
}

/** Written in at build (plugins/corsi-admin/editorFiles.ts): YouTube's origin, or the fixture build's stand-in's. */
declare const CORSI_OEMBED_ORIGIN: string;
/** Written in at build (plugins/corsi-admin/editorFiles.ts): data/admin.yaml, what the widget says to the owner. */
declare const CORSI_ADMIN_TEXTS: AdminTexts;

const CMS = window.DecapCmsApp;
if (!CMS) throw new Error("Decap CMS's bundle has not run before the editor's widgets");

/** Decap's list widget, whose control this module wraps. */
const list = CMS.getWidget("list");
if (!list) throw new Error("Decap CMS has no list widget to draw a topic's videos with");

const control = youTubeVideosControl({
  ListControl: list.control as WidgetOptions["ListControl"],
  origin: CORSI_OEMBED_ORIGIN,
  texts: CORSI_ADMIN_TEXTS,
});
CMS.registerWidget(YOUTUBE_VIDEOS_WIDGET, control, list.preview);

/** Decap's relation widget, with the schema Decap checks its options in the config with. */
const relation = CMS.getWidget("relation");
if (!relation) throw new Error("Decap CMS has no relation widget to choose a learning path's courses with");

CMS.registerWidget(
  FILLED_RELATION_WIDGET,
  filledRelationControl(relation.control as ComponentType<RelationControlProps>),
  relation.preview,
  // The same options as the relation widget's, checked the same way.
  relation.schema,
);

// Decap starts only when told: its bundle registers its own widgets and backends, and these are in place now.
CMS.init();

import CMS from "decap-cms-app";
import { type CmsWidgetControlProps, type CmsWidgetPreviewProps } from "decap-cms-core";
import { type ComponentType } from "react";
import { YOUTUBE_VIDEOS_WIDGET } from "./names";
import { type AdminTexts } from "./videoEntry";
import { type WidgetOptions, youTubeVideosControl } from "./YouTubeVideosControl";

/**
 * /admin's own module (gatsby-plugin-decap-cms's modulePath): bundled into the editor's script only, never into a
 * public page's. It registers the widget the generated config (plugins/corsi-content/cmsConfig.ts) names for a
 * topic's videos, before Decap has loaded that config.
 */

/** Baked in at build (gatsby-config.ts): YouTube's origin, or the stand-in's the fixture build names. */
declare const CORSI_OEMBED_ORIGIN: string;
/** Baked in at build (gatsby-config.ts): data/admin.yaml, what the widget says to the owner. */
declare const CORSI_ADMIN_TEXTS: AdminTexts;

/** Decap's list widget, as this module uses it (its published types describe a control by its props, so both casts). */
const list = CMS.getWidget("list") as
  { control: WidgetOptions["ListControl"]; preview?: ComponentType<CmsWidgetPreviewProps> } | undefined;
if (!list) throw new Error("Decap CMS has no list widget to draw a topic's videos with");

const control = youTubeVideosControl({
  ListControl: list.control,
  origin: CORSI_OEMBED_ORIGIN,
  texts: CORSI_ADMIN_TEXTS,
});
CMS.registerWidget(YOUTUBE_VIDEOS_WIDGET, control as unknown as ComponentType<CmsWidgetControlProps>, list.preview);

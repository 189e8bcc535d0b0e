import CMS from "decap-cms-app";
import { type CmsWidgetControlProps, type CmsWidgetPreviewProps } from "decap-cms-core";
import { type ComponentType } from "react";
import { FILLED_RELATION_WIDGET, YOUTUBE_VIDEOS_WIDGET } from "./names";
import { filledRelationControl, type RelationControlProps } from "./FilledRelationControl";
import { type AdminTexts } from "./videoEntry";
import { type WidgetOptions, youTubeVideosControl } from "./YouTubeVideosControl";

/**
 * /admin's own module (gatsby-plugin-decap-cms's modulePath): bundled into the editor's script only, never into a
 * public page's. It registers the widgets the generated config (plugins/corsi-content/cmsConfig.ts) names for a
 * topic's videos and for a learning path's playlist courses, before Decap has loaded that config.
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

/** Decap's relation widget, with the schema Decap checks its options in the config with. */
const relation = CMS.getWidget("relation") as
  | {
      control: ComponentType<RelationControlProps>;
      preview?: ComponentType<CmsWidgetPreviewProps>;
      schema?: object;
    }
  | undefined;
if (!relation) throw new Error("Decap CMS has no relation widget to choose a learning path's courses with");

/** registerWidget as Decap runs it: its published types leave out the fourth argument, the options' schema. */
const registerWidget = CMS.registerWidget as (
  name: string,
  control: ComponentType<CmsWidgetControlProps>,
  preview?: ComponentType<CmsWidgetPreviewProps>,
  schema?: object,
) => void;
registerWidget(
  FILLED_RELATION_WIDGET,
  filledRelationControl(relation.control) as unknown as ComponentType<CmsWidgetControlProps>,
  relation.preview,
  // The same options as the relation widget's, checked the same way.
  relation.schema,
);

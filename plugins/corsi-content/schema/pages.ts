/**
 * The texts of every page (pages.yaml), one group a page. The larger groups are built beside this file: the free
 * catalog's pages in freeCopy.ts, the other listings' in catalogCopy.ts, /Saved's in savedCopy.ts.
 */

import { z } from "zod";
import { contactChannel, pageCopy, pageMeta, text } from "./fields";
import { coursePageCopy, freePageCopy, topicPageCopy } from "./freeCopy";
import { newPageCopy, paidPageCopy, pathPageCopy, pathsPageCopy } from "./catalogCopy";
import { savedPageCopy } from "./savedCopy";

export { paginationText } from "./freeCopy";

export const pagesSchema = z
  .strictObject({
    home: z.strictObject(pageMeta).meta({ title: "PageMeta" }),
    free: freePageCopy(),
    topic: topicPageCopy(),
    course: coursePageCopy(),
    paid: paidPageCopy(),
    paths: pathsPageCopy(),
    path: pathPageCopy(),
    new: newPageCopy(),
    contact: z
      .strictObject({ ...pageCopy, phone: contactChannel, email: contactChannel, whatsapp: contactChannel })
      .meta({ title: "ContactPageCopy" }),
    user1: z.strictObject(pageMeta).meta({ title: "PageMeta" }),
    saved: savedPageCopy(),
    notFound: z.strictObject({ ...pageCopy, linkLabel: text("a link text") }).meta({ title: "NotFoundPageCopy" }),
    offline: z
      .strictObject({
        ...pageCopy,
        linkLabel: text("a link text").meta({ description: "The link to the learner's list (/Saved)." }),
        keptHeading: text("a heading").meta({
          description: "Over the paths and topics this device has kept, listed below it.",
        }),
      })
      .meta({
        title: "OfflinePageCopy",
        description: "The page the installed app shows for a page never opened, without a connection.",
      }),
  })
  .meta({ title: "Pages" });

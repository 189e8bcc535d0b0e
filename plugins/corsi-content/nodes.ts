import type { PaidCourse, Topic } from "./schema";

/** A topic as Gatsby holds it: its file's entry, with its node's id and its file's node (`parent`, fileName.ts). */
export type TopicNode = Topic & { id: string; parent?: string | null };

/** A paid course as Gatsby holds it, with its file name (its address). */
export type PaidNode = PaidCourse & { id: string; slug: string };

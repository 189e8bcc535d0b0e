import type { Topic } from "./schema";

/** A topic as Gatsby holds it: its file's entry, with its node's id and its file's node (`parent`, fileName.ts). */
export type TopicNode = Topic & { id: string; parent?: string | null };

/** Who a course or a learning path is for: a paid course may name one, a path must (data/pages.yaml names each). */
export const COURSE_LEVELS = ["beginner", "intermediate", "advanced"] as const;

export type CourseLevel = (typeof COURSE_LEVELS)[number];

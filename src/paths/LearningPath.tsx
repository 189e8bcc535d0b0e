import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { LearnerStatus } from "../components/LearnerStatus";
import { PaidCourseCard } from "../components/PaidCourseCard";
import { VideoCard, videoAnchor } from "../components/VideoCard";
import { PathCount, PathDone, PathLeft, PathNext, pathBlock } from "./PathProgressLines";
import { PageHeader } from "../sections/PageHeader";
import { fill, fillPlural } from "../content/text";
import { courseLength, isoDuration } from "../content/duration";
import { paidAnchor } from "../content/paid";
import { pathJsonLd } from "./pathJsonLd";
import { jsonForScript } from "../content/videoListJsonLd";
import { absoluteUrl, localePath, posterTone, ROUTES } from "../siteManifest";
import type { LearningPathPageContext } from "../pageContexts";
import { PATH_STEPS_CLASS } from "../learner/keys";

type LearningPathPageProps = PageProps<Queries.LearningPathPageQuery, LearningPathPageContext>;
type Entry = NonNullable<Queries.LearningPathPageQuery["path"]>["steps"][number]["entries"][number];

/** A course's name and the id of its card's heading: Continue and the structured data lead there. */
function cardOf(entry: Entry): { name: string; anchor: string } {
  if (entry.paid) return { name: entry.paid.title, anchor: paidAnchor(entry.paid.slug) };
  return { name: entry.video?.title ?? "", anchor: videoAnchor(entry.listId) };
}

/**
 * /Paths/<name>: a learning path's steps in order, each course as the card it is elsewhere (a video with Play, Save and
 * Watched; a playlist course with its lessons' total and its page; a paid course with its price and Done). With
 * JavaScript, the path pages' inline script adds the learner's progress: N of M done, the time left, Continue, and
 * each step's Complete. Search indexes the path by its title, description and steps' titles, not its cards (each is
 * found on its own topic's page).
 */
export default function LearningPathPage(page: LearningPathPageProps) {
  const { pages, path } = page.data;
  if (!pages || !path) throw new Error("data/pages.yaml and the path are required");
  const { locale } = page.pageContext;
  const { path: copy, paths } = pages;
  const entries = path.steps.flatMap((step) => step.entries);
  const level = pages.paid.card.levels[path.level as keyof typeof pages.paid.card.levels];
  return (
    <Layout page={page}>
      {/* One search result: its title, and beside it what it is (the paths' name), read by src/content/pagefind.ts. */}
      <div
        className="container py-5"
        data-pagefind-body
        data-pagefind-meta="title[data-title], path[data-path]"
        data-title={path.title}
        data-path={paths.heading}
      >
        <p className="mb-2" data-pagefind-ignore>
          <a href={localePath(locale, ROUTES.paths.path)} className="back-link">
            {copy.backLabel}
          </a>
        </p>
        <PageHeader heading={path.title} text={path.description}>
          <p className="mb-2">
            <span className="badge text-bg-primary me-2">{level}</span>
            <span className="text-body-secondary">
              {fillPlural(paths.steps, path.stepCount, {}, locale)} ·{" "}
              {fillPlural(paths.courses, entries.length, {}, locale)}
              {path.seconds ? (
                <>
                  {" · "}
                  <time dateTime={isoDuration(path.seconds)}>
                    {fill(paths.length, { duration: courseLength(path.seconds, pages.course.duration) })}
                  </time>
                </>
              ) : null}
            </span>
          </p>
          {/* Not searched: Continue names a course, which search finds on its own page. */}
          <div
            data-pagefind-ignore
            {...pathBlock(
              "mb-3",
              entries.map((entry) => entry.listId),
              entries.map((entry) => entry.seconds),
            )}
          >
            <PathCount text={paths.progress} always className="fw-semibold mb-1" />
            <PathLeft text={copy.left} duration={pages.course.duration} />
            {entries.length > 0 && <PathNext start={copy.start} next={copy.continue} first={cardOf(entries[0])} />}
            <PathDone text={copy.finished} className="fw-semibold" />
          </div>
        </PageHeader>
        <ol className={`${PATH_STEPS_CLASS} list-unstyled mb-0`}>
          {path.steps.map((step, index) => {
            const id = `step-${index + 1}`;
            return (
              <li key={id}>
                <section
                  {...pathBlock(
                    `video-section tone-${posterTone(index)} py-4`,
                    step.entries.map((entry) => entry.listId),
                  )}
                  aria-labelledby={id}
                >
                  <h2 id={id} className="h3 mb-3">
                    {fill(copy.step, { number: index + 1, title: step.title })}
                    <PathDone text={copy.stepDone} className="badge text-bg-success align-middle fs-6 ms-2" />
                  </h2>
                  <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4 list-unstyled" data-pagefind-ignore>
                    {step.entries.map((entry) => (
                      <li key={entry.listId} className="col">
                        {entry.video ? (
                          <VideoCard
                            video={entry.video}
                            watchLabel={pages.free.watchLabel}
                            topic={entry.topic ?? undefined}
                            priority={entry === entries[0]}
                          />
                        ) : entry.paid ? (
                          <PaidCourseCard course={entry.paid} text={pages.paid.card} />
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </section>
              </li>
            );
          })}
        </ol>
        <LearnerStatus />
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Queries.LearningPathPageQuery, LearningPathPageContext> = (page) => {
  const { pages, path } = page.data;
  if (!pages || !path) throw new Error("data/pages.yaml and the path are required");
  const courses = path.steps.flatMap((step) => step.entries.map(cardOf));
  const jsonLd = jsonForScript(pathJsonLd(absoluteUrl(page.location.pathname), path, courses));
  return (
    <Seo page={page} title={fill(pages.path.title, { path: path.title })} description={path.description}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </Seo>
  );
};

export const query = graphql`
  query LearningPathPage($locale: String!, $id: String!) {
    site: siteSettingsIn(locale: $locale) {
      ...SiteTexts
    }
    pages: pagesIn(locale: $locale) {
      free {
        watchLabel
      }
      paid {
        card {
          ...PaidCardText
        }
      }
      paths {
        heading
        ...PathCardText
      }
      path {
        title
        backLabel
        step
        stepDone
        left
        start
        continue
        finished
      }
      course {
        duration {
          hours
          minutes
        }
      }
    }
    path: learningPath(id: { eq: $id }) {
      title: titleIn(locale: $locale)
      description: descriptionIn(locale: $locale)
      level
      stepCount
      seconds
      steps: stepsIn(locale: $locale) {
        title
        entries {
          listId
          topic
          seconds
          video {
            ...VideoCard
          }
          paid {
            ...PaidCourseCard
          }
        }
      }
    }
  }
`;

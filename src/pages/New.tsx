import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { VideoCard } from "../components/VideoCard";
import { PaidCourseCard } from "../components/PaidCourseCard";
import { LearnerStatus } from "../components/LearnerStatus";
import { PageHeader } from "../sections/PageHeader";
import { fill } from "../content/text";
import { FEED_TYPE } from "../content/feeds";
import { posterTone, siteFeedPath } from "../siteManifest";
import type { PageContext } from "../pageContexts";

type NewPageProps = PageProps<Queries.NewPageQuery, PageContext>;
type Entry = Queries.NewPageQuery["entries"][number];

interface Week {
  /** Its Monday, YYYY-MM-DD, and that day in the edition's words. */
  weekOf: string;
  monday: string;
  entries: Entry[];
}

/** The entries in order, in runs of one week each. */
function byWeek(entries: readonly Entry[]): Week[] {
  const weeks: Week[] = [];
  for (const entry of entries) {
    const last = weeks.at(-1);
    if (last?.weekOf === entry.weekOf) last.entries.push(entry);
    else weeks.push({ weekOf: entry.weekOf, monday: entry.monday, entries: [entry] });
  }
  return weeks;
}

/**
 * /New: the NEW_ENTRIES entries added to the catalog last (each one's `added`), newest first, under a heading per week;
 * each card as its topic page draws it, with a link to that topic, and the feed that tells of the next ones.
 */
export default function NewPage(page: NewPageProps) {
  const { pages, entries } = page.data;
  if (!pages) throw new Error("data/pages.yaml is required");
  const { new: copy, free, paid } = pages;
  const { locale } = page.pageContext;
  return (
    <Layout page={page}>
      <div className="container py-5">
        <PageHeader heading={copy.heading} text={entries.length > 0 ? copy.text : copy.none}>
          <p>
            <a href={siteFeedPath(locale)} type={FEED_TYPE}>
              {copy.feedLink}
            </a>
          </p>
        </PageHeader>
        {byWeek(entries).map(({ weekOf, monday, entries: weekEntries }, index) => (
          <section
            key={weekOf}
            className={`video-section tone-${posterTone(index)} py-4`}
            aria-labelledby={`week-${weekOf}`}
          >
            <h2 id={`week-${weekOf}`} className="h3 mb-3">
              <time dateTime={weekOf}>{fill(copy.week, { date: monday })}</time>
            </h2>
            <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4 list-unstyled">
              {weekEntries.map(({ video, paid: course, topic }, position) => {
                const more = topic && (
                  <p className="small mb-0 mt-2">
                    <a href={topic.pagePath}>{fill(copy.topic, { topic: topic.title })}</a>
                  </p>
                );
                return (
                  <li key={video?.youtubeId ?? course?.slug} className="col">
                    {video ? (
                      <VideoCard
                        video={video}
                        watchLabel={free.watchLabel}
                        priority={index === 0 && position === 0}
                        topic={topic?.address}
                      >
                        {more}
                      </VideoCard>
                    ) : course ? (
                      <PaidCourseCard course={course} text={paid.card}>
                        {more}
                      </PaidCourseCard>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
        <LearnerStatus />
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Queries.NewPageQuery, PageContext> = (page) => (
  <Seo page={page} title={page.data.pages?.new.title ?? ""} description={page.data.pages?.new.description ?? ""} />
);

export const query = graphql`
  query NewPage($locale: String!, $newEntries: Int!) {
    site: siteSettingsIn(locale: $locale) {
      ...SiteTexts
    }
    pages: pagesIn(locale: $locale) {
      new {
        title
        description
        heading
        text
        none
        week
        topic
        feedLink
      }
      free {
        watchLabel
      }
      paid {
        card {
          ...PaidCardText
        }
      }
    }
    entries: newEntries(limit: $newEntries) {
      weekOf
      monday: weekIn(locale: $locale)
      topic {
        address
        title: titleIn(locale: $locale)
        pagePath(locale: $locale)
      }
      video {
        ...VideoCard
      }
      paid {
        ...PaidCourseCard
      }
    }
  }
`;

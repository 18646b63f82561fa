import { CmsImage } from "~/components/cms-image";
import { Icon } from "~/components/icon";
import { PageLink } from "~/components/page-link";
import type {
  ArticleListQueryResult,
  ArticleQueryResult,
  TestimonialsQueryResult,
} from "~/lib/content/sanity.types";

import { RichText } from "./rich-text";
import { ClosingCta } from "./sections/closing-cta";
import { type CtaLink, formatDate } from "./sections/section-parts";
import { StoryCard } from "./sections/story-card";

const KIND_LABEL = { article: "Article", playbook: "Playbook" } as const;

/** Cards of the articles and playbooks, for /insights/articles. */
export function ArticleList({ articles }: { articles: ArticleListQueryResult }) {
  const groups = [
    {
      kind: "playbook" as const,
      heading: "Playbooks",
      items: articles.filter((a) => a.kind === "playbook"),
    },
    {
      kind: "article" as const,
      heading: "Articles",
      items: articles.filter((a) => a.kind === "article"),
    },
  ];
  return (
    <div className="container-page grid gap-14 pb-8">
      {groups.map((group) =>
        group.items.length === 0 ? null : (
          <section key={group.kind} aria-labelledby={`list-${group.kind}`}>
            <h2
              id={`list-${group.kind}`}
              className="flex items-center gap-2 font-display text-2xl font-bold tracking-tight text-ink-900"
            >
              {group.kind === "playbook" ? (
                <Icon name="list-checks" className="size-6 text-brand-700" />
              ) : (
                <Icon name="book-open" className="size-6 text-brand-700" />
              )}
              {group.heading}
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {group.items.map((article) => (
                <li
                  key={article._id}
                  className="group relative flex flex-col rounded-card border border-ink-200 bg-white p-6 shadow-card transition-shadow hover:shadow-menu"
                >
                  {article.coverImage ? (
                    <CmsImage
                      image={article.coverImage}
                      aspectRatio={16 / 9}
                      maxWidth={800}
                      sizes="(min-width: 1024px) 22rem, (min-width: 768px) 45vw, 100vw"
                      className="-mx-6 -mt-6 mb-5 aspect-video w-[calc(100%+3rem)] max-w-none rounded-t-card bg-brand-900 object-cover"
                    />
                  ) : null}
                  <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">
                    {KIND_LABEL[article.kind]} · {article.topics.join(", ")}
                  </p>
                  <h3 className="mt-3 text-xl font-semibold text-ink-900">
                    <PageLink
                      to={`/insights/articles/${article.slug}`}
                      className="after:absolute after:inset-0 after:rounded-card group-hover:text-brand-800"
                    >
                      {article.title}
                    </PageLink>
                  </h3>
                  <p className="mt-3 flex-1 text-ink-600">{article.excerpt}</p>
                  <p className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-600">
                    <span>{article.author.name}</span>
                    <span className="inline-flex items-center gap-1">
                      <Icon name="calendar-days" className="size-4" />
                      <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <Icon name="clock" className="size-4" />
                      {article.readingMinutes} min read
                    </span>
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ),
      )}
    </div>
  );
}

/** One article or playbook. */
export function ArticlePage({
  article,
  closing,
  indexTitle,
}: {
  article: NonNullable<ArticleQueryResult>;
  /** The title of /insights/articles, which the way back names. */
  indexTitle: string;
  closing: { heading: string; text: string; primary: CtaLink; secondary: CtaLink | null };
}) {
  return (
    <>
      <article>
        <header className="bg-brand-950 text-white">
          <div className="container-page max-w-4xl py-14 sm:py-20">
            <PageLink
              to="/insights/articles"
              className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-200 hover:text-white"
            >
              <Icon name="arrow-left" className="size-4" />
              {indexTitle}
            </PageLink>
            <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-200">
              {KIND_LABEL[article.kind]} · {article.topics.join(", ")}
            </p>
            <h1 className="mt-3 font-display text-4xl font-bold tracking-tight sm:text-5xl">
              {article.title}
            </h1>
            <p className="mt-5 text-lg text-ink-300">{article.excerpt}</p>
            <p className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-300">
              <span>
                By <span className="font-semibold text-white">{article.author.name}</span>,{" "}
                {article.author.role}
              </span>
              <span className="inline-flex items-center gap-1">
                <Icon name="calendar-days" className="size-4" />
                <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
              </span>
              <span className="inline-flex items-center gap-1">
                <Icon name="clock" className="size-4" />
                {article.readingMinutes} min read
              </span>
            </p>
          </div>
        </header>
        {article.coverImage ? (
          // Drawn over the header's lower edge; on a wide screen it is the page's largest paint.
          <div className="bg-linear-to-b from-brand-950 from-50% to-white to-50%">
            <div className="container-page max-w-4xl">
              <CmsImage
                image={article.coverImage}
                aspectRatio={16 / 9}
                sizes="(min-width: 56rem) 52rem, 100vw"
                priority
                className="aspect-video w-full rounded-card bg-brand-900 object-cover shadow-card"
              />
            </div>
          </div>
        ) : null}
        <div className="container-page max-w-3xl py-14">
          <RichText value={article.body} className="text-lg" />
          {article.kind === "playbook" ? (
            <p className="mt-10">
              <PageLink to={`/insights/articles/${article.slug}/download`} className="btn-primary">
                <Icon name="download" className="size-4" />
                Download the playbook (PDF)
              </PageLink>
            </p>
          ) : null}
        </div>
      </article>
      <ClosingCta {...closing} />
    </>
  );
}

/** The case stories of /insights/client-success. */
export function CaseStories({ stories }: { stories: TestimonialsQueryResult }) {
  return (
    <div className="container-page pb-8">
      <ul className="grid gap-8">
        {stories.map((story) => (
          <li key={story._id}>
            <StoryCard story={story} Heading="h2" />
          </li>
        ))}
      </ul>
    </div>
  );
}

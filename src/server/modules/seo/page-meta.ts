import { PUBLIC_PAGES, SITE_DESCRIPTION, pagePath } from "./public-pages";
import { categoryLabel } from "../../../shared/categories";
import { firstParagraph, type IdeasService } from "../ideas/index";
import type { PageMeta } from "./head-tags";


const organization = { "@type": "Organization", name: "Ideadeck" };


function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}

export function createPageMeta(deps: { ideas: Pick<IdeasService, "headBySlug"> }) {
  return async function metaFor(path: string): Promise<PageMeta | null> {
    const ideaMatch = /^\/ideas\/([a-z0-9-]{1,120})\/?$/.exec(path);
    if (ideaMatch) {
      const idea = await deps.ideas.headBySlug(ideaMatch[1]!);
      if (!idea) {
        return {
          title: "Idea not found | Ideadeck",
          description: "This idea does not exist or is no longer published.",
          canonicalPath: path,
          type: "website",
          jsonLd: { "@context": "https://schema.org", "@type": "WebPage", name: "Idea not found" },
          status: 404,
          robots: "noindex",
        };
      }
      // Only what everyone may read: title, tagline, category and the free first paragraph.
      const description = truncate(`${idea.tagline}. ${firstParagraph(idea.problemNarrative)}`, 300);
      const canonicalPath = `/ideas/${idea.slug}`;
      return {
        title: `${idea.title}: ${categoryLabel(idea.category)} startup idea | Ideadeck`,
        description,
        canonicalPath,
        type: "article",
        publishedAt: idea.publishedAt?.toISOString() ?? null,
        modifiedAt: idea.updatedAt.toISOString(),
        jsonLd: {
          "@context": "https://schema.org",
          "@type": "Article",
          headline: idea.title,
          description,
          about: categoryLabel(idea.category),
          keywords: idea.tags.join(", "),
          datePublished: idea.publishedAt?.toISOString(),
          dateModified: idea.updatedAt.toISOString(),
          author: organization,
          publisher: organization,
          mainEntityOfPage: canonicalPath,
          isAccessibleForFree: false,
        },
      };
    }
    const page = PUBLIC_PAGES[pagePath(path)];
    if (!page) return null;
    return {
      ...page,
      canonicalPath: pagePath(path),
      type: "website",
      jsonLd:
        path === "/"
          ? { "@context": "https://schema.org", "@type": "WebSite", name: "Ideadeck", description: SITE_DESCRIPTION, publisher: organization }
          : { "@context": "https://schema.org", "@type": "WebPage", name: page.title, description: page.description },
    };
  };
}
export type PageMetaResolver = ReturnType<typeof createPageMeta>;

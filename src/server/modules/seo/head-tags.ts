/** Builds the <head> tags that describe a page to crawlers and link previews before any script runs. */
export interface PageMeta {
  title: string;
  description: string;
  canonicalPath: string;
  type: "website" | "article";
  jsonLd: Record<string, unknown>;
  publishedAt?: string | null;
  modifiedAt?: string | null;
  status?: number;
  robots?: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** JSON inside <script>: "<" is escaped so no string can close the tag. */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

export function renderHeadTags(meta: PageMeta, appUrl: string): string {
  const url = `${appUrl}${meta.canonicalPath}`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta.robots ? `<meta name="robots" content="${escapeHtml(meta.robots)}" />` : "",
    `<meta property="og:site_name" content="Ideadeck" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    meta.publishedAt ? `<meta property="article:published_time" content="${escapeHtml(meta.publishedAt)}" />` : "",
    meta.modifiedAt ? `<meta property="article:modified_time" content="${escapeHtml(meta.modifiedAt)}" />` : "",
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<script type="application/ld+json">${safeJson(meta.jsonLd)}</script>`,
  ];
  return tags.filter(Boolean).join("\n    ");
}

/** Replaces the template's own title and description with the page's tags. */
export function injectHead(indexHtml: string, headTags: string): string {
  return indexHtml
    .replace(/\s*<title>[\s\S]*?<\/title>/, "")
    .replace(/\s*<meta name="description"[^>]*>/, "")
    .replace("</head>", `    ${headTags}\n  </head>`);
}

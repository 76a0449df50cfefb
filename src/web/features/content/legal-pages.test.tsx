import { screen, within } from "@testing-library/react";
import type { RouteObject } from "@web/lib/router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "@web/test/fetch-mock";
import { publicConfig } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { PrivacyPage } from "./privacy-page";
import { TermsPage } from "./terms-page";

const routes: RouteObject[] = [
  { path: "/terms", element: <TermsPage /> },
  { path: "/privacy", element: <PrivacyPage /> },
];

const pages = [
  { path: "/terms", title: "Terms of Service", mustSay: ["13 years old", "7-day money-back guarantee", "prorated", "not exclusive", "scraping", "Nothing on Ideadeck is financial, investment, legal or tax advice", "one-click unsubscribe"] },
  { path: "/privacy", title: "Privacy Policy", mustSay: ["HttpOnly", "random ID", "no advertising", "payment provider", "e-mail delivery provider", "AI model provider", "detached from your deleted account", "aged 13 and over"] },
] as const;

describe.each(pages)("$title", ({ path, title, mustSay }) => {
  beforeEach(() => {
    // Only Date is faked: the page must show today's date, whatever today is.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 21, 15, 30));
    mockFetch({ "GET /api/v1/public-config": { body: publicConfig } });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("has one h1 and shows today's date as the last update", () => {
    renderRoutes(routes, path);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated/)).toHaveTextContent("Last updated November 21, 2026");
    expect(screen.getByText("November 21, 2026").tagName).toBe("TIME");
    expect(screen.getByText("November 21, 2026")).toHaveAttribute("dateTime", "2026-11-21");
  });

  it("has 13 numbered sections, each reachable from the table of contents", () => {
    renderRoutes(routes, path);
    const sectionHeadings = screen.getAllByRole("heading", { level: 2 }).filter((heading) => /^\d+\. /.test(heading.textContent ?? ""));
    expect(sectionHeadings).toHaveLength(13);
    expect(sectionHeadings.map((heading) => heading.textContent?.split(".")[0])).toEqual(Array.from({ length: 13 }, (_, i) => String(i + 1)));

    const toc = screen.getByRole("navigation", { name: "Contents" });
    const links = within(toc).getAllByRole("link");
    expect(links).toHaveLength(13);
    links.forEach((link, index) => {
      const target = document.getElementById(link.getAttribute("href")!.slice(1));
      expect(target).not.toBeNull();
      expect(target!.tagName).toBe("SECTION");
      expect(within(target!).getByRole("heading", { level: 2 })).toBe(sectionHeadings[index]);
    });
  });

  it("is written for this product and gives the support address for contact", async () => {
    renderRoutes(routes, path);
    const links = await screen.findAllByRole("link", { name: publicConfig.supportEmail });
    for (const link of links) expect(link).toHaveAttribute("href", `mailto:${publicConfig.supportEmail}`);
    const text = document.body.textContent ?? "";
    for (const phrase of mustSay) expect(text).toContain(phrase);
    expect(text).not.toMatch(/lorem ipsum/i);
  });
});

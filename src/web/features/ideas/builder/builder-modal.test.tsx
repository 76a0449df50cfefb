import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, type MockRoutes } from "@web/test/fetch-mock";
import { renderRoutes } from "@web/test/render";
import { builderData } from "../detail/test-fixtures";
import { BuilderModal } from "./builder-modal";

const SLUG = "weekend-crm";
const routes: RouteObject[] = [
  { path: "/ideas/:slug", element: <BuilderModal open onOpenChange={() => undefined} slug={SLUG} title="Weekend CRM" /> },
];

function renderBuilder(extra: MockRoutes = {}, data = builderData()) {
  const mock = mockFetch({ [`GET /api/v1/ideas/${SLUG}/builder`]: { body: data }, ...extra });
  renderRoutes(routes, `/ideas/${SLUG}`);
  return mock;
}

function progress() {
  return screen.getByRole("progressbar", { name: "Launch checklist progress" });
}

describe("BuilderModal", () => {
  afterEach(() => vi.useRealTimers());

  it("offers the six tools with what each is good at, and links out safely", async () => {
    renderBuilder();
    const dialog = await screen.findByRole("dialog", { name: "Build Weekend CRM with AI" });
    const radios = await within(dialog).findAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["bolt", "v0", "lovable", "cursor", "windsurf", "replit"]);
    expect(within(dialog).getByRole("radio", { name: "Bolt.new" })).toBeChecked();
    expect(within(dialog).getByText("Runs and previews the app as it writes it")).toBeInTheDocument();
    const link = within(dialog).getByRole("link", { name: /Open Bolt\.new/ });
    expect(link).toHaveAttribute("href", "https://bolt.new");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });

  it("shows the chosen tool's prompt and copies it, with 'Copied!' for two seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBuilder();
    await user.click(await screen.findByRole("radio", { name: "v0" }));
    const prompt = screen.getByRole("textbox", { name: "Prompt for v0" });
    expect(prompt).toHaveValue("Prompt for v0: build the first version.");
    expect(prompt).toHaveAttribute("readonly");
    expect(screen.getByText("Best for:").parentElement).toHaveTextContent("Landing page and the main screens");

    await user.click(screen.getByRole("button", { name: "Copy prompt" }));
    expect(await screen.findByRole("button", { name: "Copied!" })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe("Prompt for v0: build the first version.");

    act(() => vi.advanceTimersByTime(1_900));
    expect(screen.getByRole("button", { name: "Copied!" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole("button", { name: "Copy prompt" })).toBeInTheDocument();
  });

  it("saves each checklist toggle and moves the progress bar", async () => {
    const { calls } = renderBuilder({
      [`PUT /api/v1/ideas/${SLUG}/checklist`]: ({ body }) => ({ body: { items: builderData().checklist.items, done: (body as { done: boolean[] }).done } }),
    }, builderData([true, false, false, false, false, false, false]));
    expect(await screen.findByText("Worth $49")).toBeInTheDocument();
    expect(progress()).toHaveAttribute("aria-valuenow", "14");
    expect(screen.getByText("1 of 7 done")).toBeInTheDocument();

    const items = screen.getAllByRole("checkbox");
    expect(items).toHaveLength(7);
    expect(items[0]).toBeChecked();
    await userEvent.click(items[1]!);
    expect(items[1]).toBeChecked();
    expect(progress()).toHaveAttribute("aria-valuenow", "29");
    expect(progress()).toHaveAttribute("aria-valuetext", "2 of 7 done");
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1));
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ done: [true, true, false, false, false, false, false] });

    await userEvent.click(items[0]!);
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(2));
    expect(calls.filter((call) => call.method === "PUT")[1]?.body).toEqual({ done: [false, true, false, false, false, false, false] });
    expect(progress()).toHaveAttribute("aria-valuenow", "14");
  });

  it("puts a toggle back and says so when saving fails", async () => {
    renderBuilder({ [`PUT /api/v1/ideas/${SLUG}/checklist`]: { status: 500, body: { error: { code: "SERVER", message: "boom" } } } });
    const items = await screen.findAllByRole("checkbox");
    await userEvent.click(items[2]!);
    expect(await screen.findByText("Couldn't save your checklist. Please try again.")).toBeInTheDocument();
    await waitFor(() => expect(items[2]).not.toBeChecked());
    expect(progress()).toHaveAttribute("aria-valuenow", "0");
  });

  it("offers Try Again when the prompts cannot load", async () => {
    mockFetch({ [`GET /api/v1/ideas/${SLUG}/builder`]: { status: 403, body: { error: { code: "PERMISSION", message: "The AI builder is part of a paid plan. Upgrade to access it." } } } });
    renderRoutes(routes, `/ideas/${SLUG}`);
    expect(await screen.findByText("The AI builder is part of a paid plan. Upgrade to access it.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});

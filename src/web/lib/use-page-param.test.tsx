import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import { usePageParam } from "./use-page-param";

function Pager() {
  const [page, goToPage] = usePageParam();
  const location = useLocation();
  return (
    <>
      <p>page {page}</p>
      <p>url {location.search || "(none)"}</p>
      <button onClick={() => goToPage(page + 1)}>Next</button>
      <button onClick={() => goToPage(1)}>First</button>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: "/", element: <Pager /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe("usePageParam", () => {
  it.each([
    ["/", 1],
    ["/?page=3", 3],
    ["/?page=0", 1],
    ["/?page=-2", 1],
    ["/?page=abc", 1],
  ])("reads %s as page %i", (url, page) => {
    renderAt(url);
    expect(screen.getByText(`page ${page}`)).toBeInTheDocument();
  });

  it("writes the page into the URL, keeps the other parameters, and drops it for page 1", async () => {
    const router = renderAt("/?search=ada");
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("url ?search=ada&page=2")).toBeInTheDocument();
    expect(screen.getByText("page 2")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "First" }));
    expect(screen.getByText("url ?search=ada")).toBeInTheDocument();
    // Each page is a history entry: back returns to page 2.
    await router.navigate(-1);
    expect(await screen.findByText("page 2")).toBeInTheDocument();
  });
});

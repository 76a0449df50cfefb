import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FiltersBar } from "./filters-bar";

describe("FiltersBar", () => {
  it("is a named search landmark with the search box, the selects and the extra control", async () => {
    const onSearch = vi.fn();
    const onSort = vi.fn();
    render(
      <FiltersBar
        label="Filter ideas"
        search={{ id: "s", placeholder: "Search ideas", value: "", onChange: onSearch }}
        selects={[
          {
            id: "sort",
            label: "Sort by",
            value: "new",
            options: [
              { value: "new", label: "Newest" },
              { value: "old", label: "Oldest" },
            ],
            onChange: onSort,
          },
        ]}
      >
        <button type="button">Extra</button>
      </FiltersBar>,
    );
    const bar = screen.getByRole("search", { name: "Filter ideas" });
    await userEvent.type(within(bar).getByRole("searchbox", { name: "Search" }), "a");
    expect(onSearch).toHaveBeenCalledWith("a");
    await userEvent.selectOptions(within(bar).getByRole("combobox", { name: "Sort by" }), "Oldest");
    expect(onSort).toHaveBeenCalledWith("old");
    expect(within(bar).getByRole("button", { name: "Extra" })).toBeInTheDocument();
  });
});

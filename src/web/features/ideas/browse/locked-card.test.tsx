import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LockedCard } from "./locked-card";

describe("LockedCard", () => {
  it("is one button saying 'Pro Members Only' and carries no idea text", async () => {
    const onUnlock = vi.fn();
    render(<LockedCard onUnlock={onUnlock} />);
    const button = screen.getByRole("button", { name: "Pro Members Only Unlock this idea" });
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await userEvent.click(button);
    expect(onUnlock).toHaveBeenCalledOnce();
  });
});

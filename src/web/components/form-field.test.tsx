import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormField } from "./form-field";
import { Input } from "./ui/input";

function renderField(props: { error?: string; hint?: string }) {
  return render(
    <FormField id="email" label="Email" {...props}>
      {(control) => <Input {...control} type="email" />}
    </FormField>,
  );
}

describe("FormField", () => {
  it("labels the control and says nothing more when there is no hint or error", () => {
    renderField({});
    const input = screen.getByLabelText("Email");
    expect(input).toHaveAttribute("id", "email");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });

  it("links the hint to the control", () => {
    renderField({ hint: "The address we write to" });
    const input = screen.getByLabelText("Email");
    expect(input).toHaveAccessibleDescription("The address we write to");
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("marks the control invalid and shows the error in place of the hint", () => {
    renderField({ hint: "The address we write to", error: "Enter a valid email address" });
    const input = screen.getByLabelText("Email");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Enter a valid email address");
    expect(screen.queryByText("The address we write to")).not.toBeInTheDocument();
  });
});

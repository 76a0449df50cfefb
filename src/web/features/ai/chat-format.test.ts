import { describe, expect, it } from "vitest";
import { messageParts } from "./chat-format";

describe("messageParts", () => {
  it("shows a catalogue idea's Markdown link as its title, keeps older bare paths as links, and opens sources outside", () => {
    expect(messageParts("About [Slack Decision Log](/ideas/slack-decision-log): fine.")).toEqual([
      { kind: "text", text: "About " },
      { kind: "idea", text: "Slack Decision Log", href: "/ideas/slack-decision-log" },
      { kind: "text", text: ": fine." },
    ]);
    expect(messageParts("See /ideas/old-one now")).toEqual([
      { kind: "text", text: "See " },
      { kind: "idea", text: "/ideas/old-one", href: "/ideas/old-one" },
      { kind: "text", text: " now" },
    ]);
    // A sentence's closing punctuation is not part of the address.
    expect(messageParts("Source (https://dor.wa.gov/taxes-rates/a.html).")).toEqual([
      { kind: "text", text: "Source (" },
      { kind: "url", text: "https://dor.wa.gov/taxes-rates/a.html", href: "https://dor.wa.gov/taxes-rates/a.html" },
      { kind: "text", text: ")." },
    ]);
  });

  it("links nothing that only looks like a link", () => {
    expect(messageParts("[not an idea](/pricing) and javascript:alert(1)")).toEqual([{ kind: "text", text: "[not an idea](/pricing) and javascript:alert(1)" }]);
  });
});

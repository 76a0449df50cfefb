import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { founderAnswersSchema } from "@shared/schemas/ai";
import { EMPTY_QUESTIONS, FounderQuestions, toFounderAnswers, type QuestionState } from "./founder-questions";

describe("the validation's optional questions", () => {
  it("sends nothing when nothing was answered, and only what was answered otherwise", () => {
    expect(toFounderAnswers(EMPTY_QUESTIONS)).toBeUndefined();
    const answers = toFounderAnswers({ ...EMPTY_QUESTIONS, buyer: "  small landlords ", frequency: "monthly", regulatedData: "no", trigger: "none" });
    expect(answers).toEqual({ buyer: "small landlords", frequency: "monthly", regulatedData: false, trigger: "none" });
    // What the form sends is what the API accepts.
    expect(founderAnswersSchema.parse(answers)).toEqual(answers);
  });

  it("sends a dated trigger only with both its date and what changes", () => {
    expect(toFounderAnswers({ ...EMPTY_QUESTIONS, trigger: "dated", triggerDate: "2027-03-01" })).toBeUndefined();
    expect(toFounderAnswers({ ...EMPTY_QUESTIONS, trigger: "dated", triggerDate: "2027-03-01", triggerWhat: "A new city rule" })).toEqual({
      trigger: { date: "2027-03-01", what: "A new city rule" },
    });
  });

  it("asks for the trigger's date only once the founder says there is one", async () => {
    function Harness() {
      const [state, setState] = useState<QuestionState>(EMPTY_QUESTIONS);
      return <FounderQuestions value={state} onChange={setState} />;
    }
    render(<Harness />);
    expect(screen.queryByLabelText("Its date")).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText("Does a dated change force them to act?"), "dated");
    expect(screen.getByLabelText("Its date")).toBeTruthy();
    expect(screen.getByLabelText("What changes")).toBeTruthy();
  });
});

import { Button, Link, Section, Text } from "@react-email/components";
import { categoryLabel } from "../../../../shared/categories";
import { MailLayout, buttonStyle, textStyle } from "./layout";
import { renderBoth, type RenderedMail } from "./account-emails";
import { UNSUBSCRIBE_PLACEHOLDER } from "../personalise";

export interface DailyIdeaMailInput {
  title: string;
  tagline: string;
  category: string;
  problemTeaser: string;
  scores: { opportunity: number; problem: number; feasibility: number; whyNow: number };
  ideaUrl: string;
}

const scoreCell = { fontSize: "13px", color: "#334155", margin: "0 0 4px" };

export async function dailyIdeaMail(idea: DailyIdeaMailInput): Promise<RenderedMail> {
  const element = (
    <MailLayout
      preview={`${idea.tagline}. ${idea.problemTeaser}`.slice(0, 180)}
      footer={
        <>
          You get this because you subscribed to the Ideadeck daily idea. Unsubscribe in one click: <Link href={UNSUBSCRIBE_PLACEHOLDER}>{UNSUBSCRIBE_PLACEHOLDER}</Link>
        </>
      }
    >
      <Text style={{ ...textStyle, fontSize: "12px", color: "#4338ca", fontWeight: 700, margin: "0" }}>TODAY'S IDEA · {categoryLabel(idea.category).toUpperCase()}</Text>
      <Text style={{ ...textStyle, fontSize: "22px", fontWeight: 700, margin: "8px 0" }}>{idea.title}</Text>
      <Text style={{ ...textStyle, color: "#334155" }}>{idea.tagline}</Text>
      <Text style={textStyle}>{idea.problemTeaser}</Text>
      <Section style={{ backgroundColor: "#f1f5f9", borderRadius: "8px", padding: "12px 16px", margin: "8px 0 16px" }}>
        <Text style={scoreCell}>Opportunity {idea.scores.opportunity}/10 · Problem {idea.scores.problem}/10</Text>
        <Text style={scoreCell}>Feasibility {idea.scores.feasibility}/10 · Why now {idea.scores.whyNow}/10</Text>
      </Section>
      <Button href={idea.ideaUrl} style={buttonStyle}>
        Read the full analysis, free today
      </Button>
      <Text style={{ ...textStyle, fontSize: "13px", color: "#475569" }}>The full analysis is free for everyone until midnight UTC.</Text>
    </MailLayout>
  );
  return { subject: `Today's Startup Idea: ${idea.title}`, ...(await renderBoth(element)) };
}

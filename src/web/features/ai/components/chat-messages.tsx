import { Fragment } from "react";
import { ExternalLink } from "lucide-react";
import { Link } from "@web/lib/router";
import type { ChatMessage, GroundingIdea } from "@shared/schemas/ai";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import { messageParts } from "../chat-format";

/** Message text with its links made clickable: catalogue ideas by title, sources in a new tab. */
function MessageText({ text }: { text: string }) {
  return (
    <p className="break-words whitespace-pre-wrap">
      {messageParts(text).map((part, index) =>
        part.kind === "idea" ? (
          <Link key={index} to={part.href} className="font-medium text-indigo-700 underline">
            {part.text}
          </Link>
        ) : part.kind === "url" ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className="text-indigo-700 underline">
            {part.text}
            <ExternalLink aria-label="(opens in a new tab)" className="ml-0.5 inline size-3" />
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}

/** The conversation's bubbles; an answer the server has started but not yet written says it is thinking. */
export function ChatMessages({ messages }: { messages: ChatMessage[] }) {
  return messages.map((message, index) => (
    <div key={index} className={cn("flex", message.role === "user" ? "justify-end" : "justify-start")}>
      <div
        className={cn("max-w-[85%] rounded-2xl px-4 py-2.5 text-sm", message.role === "user" ? "bg-indigo-600 text-white" : "border border-slate-200 bg-slate-50 text-slate-800")}
        data-role={message.role}
      >
        <span className="sr-only">{message.role === "user" ? "You said:" : "Strategist:"}</span>
        {message.content ? (
          <MessageText text={message.content} />
        ) : (
          <span className="flex items-center gap-2 text-slate-600">
            <Spinner /> Thinking…
          </span>
        )}
      </div>
    </div>
  ));
}

/** The catalogue ideas the last answer was drawn from (a chat not about one idea). */
export function ChatGrounding({ grounding }: { grounding: GroundingIdea[] }) {
  if (!grounding.length) return null;
  return (
    <p className="text-xs text-slate-600">
      Drawn from:{" "}
      {grounding.map((g, index) => (
        <Fragment key={g.slug}>
          {index ? ", " : ""}
          <Link className="text-indigo-700 underline" to={`/ideas/${g.slug}`}>
            {g.title}
          </Link>
        </Fragment>
      ))}
    </p>
  );
}

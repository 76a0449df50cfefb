import { ExternalLink, MessageSquareQuote } from "lucide-react";
import type { IdeaFull } from "@shared/schemas/idea-api";
import { formatDay } from "@web/lib/format";
import { DetailCard } from "./section";

type BuyerVoice = NonNullable<IdeaFull["analysis"]["buyer_voice"]>[number];

/** Buyers describing the problem in their own words: each quote with where and when it was said, linked. */
export function BuyerVoiceCard({ voices }: { voices: readonly BuyerVoice[] }) {
  return (
    <DetailCard title="In Buyers' Words" icon={MessageSquareQuote}>
      <ul className="space-y-4">
        {voices.map((voice) => (
          <li key={`${voice.url}-${voice.quote}`}>
            <figure className="border-l-4 border-indigo-200 pl-4">
              <blockquote cite={voice.url} className="text-slate-800 italic">
                &ldquo;{voice.quote}&rdquo;
              </blockquote>
              {/* Date first: an icon ending the link may end a line, so a date after it would open the next with its comma (390 px). */}
              <figcaption className="mt-1 text-sm text-slate-600">
                <time dateTime={voice.date}>{formatDay(voice.date)}</time>
                {" · "}
                <a
                  href={voice.url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="font-medium text-indigo-700 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none"
                >
                  {voice.place}
                  <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-2px]" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </DetailCard>
  );
}

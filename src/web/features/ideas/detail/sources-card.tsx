import { BookOpenCheck, ExternalLink } from "lucide-react";
import type { IdeaFull } from "@shared/schemas/idea-api";
import { formatDay } from "@web/lib/format";
import { DetailCard } from "./section";

/** The pages this idea's claims rest on, each with the claim it supports and when we opened it. */
export function SourcesCard({ sources }: { sources: NonNullable<IdeaFull["analysis"]["sources"]> }) {
  return (
    <DetailCard title="Sources" icon={BookOpenCheck}>
      <ol className="space-y-3">
        {sources.map((source) => (
          <li key={`${source.url}-${source.supports}`} className="text-sm text-slate-700">
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
            >
              {source.title}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <p className="mt-0.5">{source.supports}</p>
            <p className="text-xs text-slate-600">
              Opened <time dateTime={source.accessed}>{formatDay(source.accessed)}</time>
            </p>
          </li>
        ))}
      </ol>
    </DetailCard>
  );
}

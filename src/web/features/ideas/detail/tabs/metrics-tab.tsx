import { Gauge, Users, Wallet } from "lucide-react";
import type { IdeaFull } from "@shared/schemas/idea-api";
import { cn } from "@web/lib/cn";
import { formatDay, formatNumber } from "@web/lib/format";
import { IDEA_DEFAULTS, difficultyTone, gtmLabel, weeksToMonths } from "@web/lib/idea-format";
import { DetailCard, Stat, SubHeading } from "../section";
import { formatScore } from "../score-cards";

function Tone({ className, children }: { className: string; children: string }) {
  return <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset", className)}>{children}</span>;
}

/** "12,400 members, 310 posts a month": only the counts a source gave (null ones are left out, never guessed). */
function Counts({ parts }: { parts: [number | null, string][] }) {
  const measured = parts.filter((part): part is [number, string] => part[0] !== null);
  if (!measured.length) return null;
  return (
    <p className="text-sm text-slate-700">
      {measured.map(([value, unit], index) => (
        <span key={unit}>
          {index > 0 ? ", " : null}
          <strong className="text-slate-900">{formatNumber(value)}</strong> {unit}
        </span>
      ))}
    </p>
  );
}

function plural(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/** What the research behind the idea amounts to: counted from its sources, never hours claimed. */
function EvidenceStat({ evidence }: { evidence: IdeaFull["evidence"] }) {
  if (evidence.sources === 0) return null;
  return (
    <Stat
      label="Evidence"
      value={plural(evidence.sources, "source", "sources")}
      hint={
        <>
          {plural(evidence.claimsChecked, "claim", "claims")} checked against them
          {evidence.lastVerifiedAt ? (
            <>
              , last verified <time dateTime={evidence.lastVerifiedAt}>{formatDay(evidence.lastVerifiedAt)}</time>
            </>
          ) : null}
        </>
      }
    />
  );
}

function weeks(count: number): string {
  return `${count} ${count === 1 ? "week" : "weeks"}`;
}

export function MetricsTab({ idea }: { idea: IdeaFull }) {
  const { community_signals: community, resource_requirements: resources, capital_required: capital } = idea.analysis;
  const difficulty = difficultyTone(idea.executionDifficulty);
  return (
    <div className="space-y-4">
      <DetailCard title="Key Metrics" icon={Gauge}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Stat
            label="Execution difficulty"
            value={
              <>
                {idea.executionDifficulty}
                <span className="text-base font-medium text-slate-600">/10</span>
              </>
            }
            hint={<Tone className={difficulty.className}>{difficulty.label}</Tone>}
          />
          <Stat label="Time to MVP" value={weeks(idea.timeToMvpWeeks)} hint={weeksToMonths(idea.timeToMvpWeeks)} />
          <Stat
            label="Go-to-market score"
            value={
              <>
                {formatScore(idea.goToMarketScore)}
                <span className="text-base font-medium text-slate-600">/10</span>
              </>
            }
            hint={gtmLabel(idea.goToMarketScore)}
          />
          <EvidenceStat evidence={idea.evidence} />
        </dl>
      </DetailCard>

      <DetailCard title="Community Validation" icon={Users}>
        <div className="grid gap-4 md:grid-cols-3">
          <div className="space-y-2 rounded-xl border border-slate-200 p-4">
            <SubHeading>Reddit</SubHeading>
            <Counts
              parts={[
                [community.reddit.total_members, "members"],
                [community.reddit.monthly_posts, "posts a month"],
              ]}
            />
            <ul aria-label="Subreddits" className="flex flex-wrap gap-1.5">
              {community.reddit.subreddits.map((name) => (
                <li key={name} className="rounded-full bg-orange-50 px-2 py-0.5 text-xs font-medium text-orange-800 ring-1 ring-orange-200 ring-inset">
                  {name}
                </li>
              ))}
            </ul>
          </div>
          <div className="space-y-2 rounded-xl border border-slate-200 p-4">
            <SubHeading>Facebook</SubHeading>
            {community.facebook.groups.length > 0 ? (
              <>
                <Counts parts={[[community.facebook.total_members, "members across groups"]]} />
                <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
                  {community.facebook.groups.map((group) => (
                    <li key={group}>{group}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="text-sm text-slate-600">No sizeable groups found.</p>
            )}
          </div>
          <div className="space-y-2 rounded-xl border border-slate-200 p-4">
            <SubHeading>YouTube</SubHeading>
            <p className="text-sm text-slate-700">
              Interest score <strong className="text-slate-900">{formatScore(community.youtube.score)}/10</strong>
            </p>
            {community.youtube.channels.length > 0 ? (
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
                {community.youtube.channels.map((channel) => (
                  <li key={channel}>{channel}</li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">No dedicated channels found.</p>
            )}
          </div>
        </div>
      </DetailCard>

      <DetailCard title="Resource Requirements" icon={Wallet}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-xl border border-slate-200 p-4">
            <dt className="text-sm font-medium text-slate-600">Time investment</dt>
            <dd className="mt-1 text-slate-900">{resources.time_investment}</dd>
          </div>
          <div className="rounded-xl border border-slate-200 p-4">
            <dt className="text-sm font-medium text-slate-600">Initial costs</dt>
            <dd className="mt-1 text-slate-900">{resources.initial_costs}</dd>
          </div>
          <div className="rounded-xl border border-slate-200 p-4">
            <dt className="text-sm font-medium text-slate-600">Team needs</dt>
            <dd className="mt-1 text-slate-900">{resources.team_needs}</dd>
          </div>
          <div className="rounded-xl border border-slate-200 p-4">
            <dt className="text-sm font-medium text-slate-600">Capital required</dt>
            <dd className="mt-1 font-semibold text-slate-900">{capital.trim() || IDEA_DEFAULTS.capital}</dd>
          </div>
        </dl>
      </DetailCard>
    </div>
  );
}

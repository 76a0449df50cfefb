import { Check, Clock, Copy, ExternalLink, Loader2, RotateCcw, Target } from "lucide-react";
import { useId, useState } from "react";
import type { BuilderResponse } from "@shared/schemas/idea-api";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { errorMessage } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { notifyError } from "@web/lib/notify";
import { useBuilder } from "@web/lib/catalogue-api";
import { LaunchChecklist } from "./launch-checklist";
import { useCopy } from "./use-copy";
import { CheckListItem } from "@web/components/check-list-item";

type Tool = BuilderResponse["tools"][number];

export const COPY_FAILED = "Couldn't copy the prompt. Select the text and copy it yourself.";
export const BUILDER_LOAD_FAILED = "Couldn't load the build prompts.";

function ToolPicker({ tools, selectedId, onSelect }: { tools: Tool[]; selectedId: string; onSelect: (id: string) => void }) {
  const baseId = useId();
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-slate-900">1. Choose a builder</legend>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-3">
        {tools.map((tool) => {
          const selected = tool.id === selectedId;
          const nameId = `${baseId}-${tool.id}-name`;
          const detailId = `${baseId}-${tool.id}-detail`;
          return (
            <label
              key={tool.id}
              className={cn(
                "flex cursor-pointer gap-2.5 rounded-xl border p-3 transition-colors has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-indigo-600 has-[input:focus-visible]:ring-offset-2",
                selected ? "border-indigo-600 bg-indigo-50" : "border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50",
              )}
            >
              <input
                type="radio"
                name={`${baseId}-tool`}
                value={tool.id}
                checked={selected}
                onChange={() => onSelect(tool.id)}
                aria-labelledby={nameId}
                aria-describedby={detailId}
                className="mt-1 size-4 shrink-0 accent-indigo-600 focus-visible:outline-none"
              />
              <span className="min-w-0 space-y-1">
                <span id={nameId} className="block font-semibold text-slate-900">
                  {tool.name}
                </span>
                <span id={detailId} className="block text-sm text-slate-700">
                  <span className="hidden sm:block">{tool.tagline}</span>
                  <span className="mt-1 flex items-center gap-1 text-xs font-medium text-slate-600">
                    <Clock aria-hidden="true" className="size-3.5" />
                    {tool.timeEstimate}
                  </span>
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function PromptPanel({ tool }: { tool: Tool }) {
  const { copied, copy } = useCopy();
  const promptId = useId();
  const onCopy = async () => {
    if (!(await copy(tool.prompt))) notifyError(COPY_FAILED, "copy-prompt");
  };
  return (
    <section aria-labelledby={`${promptId}-title`} className="space-y-4">
      <h3 id={`${promptId}-title`} className="text-base font-semibold text-slate-900">
        2. Paste the prompt into {tool.name}
      </h3>
      <div className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 md:grid-cols-[1fr_auto]">
        <div className="space-y-3 text-sm">
          <p className="text-slate-700">{tool.tagline}</p>
          {tool.fit ? (
            <p className="rounded-lg border border-amber-200 bg-amber-50 p-2 text-amber-900">
              <span className="font-semibold">Builds part of this stack: </span>
              {tool.fit}
            </p>
          ) : null}
          <div>
            <p className="font-semibold text-slate-900">Strengths</p>
            <ul className="mt-1 space-y-1 text-slate-700">
              {tool.strengths.map((strength) => (
                <CheckListItem key={strength}>{strength}</CheckListItem>
              ))}
            </ul>
          </div>
          <p className="flex gap-2 text-slate-700">
            <Target aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
            <span>
              <span className="font-semibold text-slate-900">Best for: </span>
              {tool.bestFor}
            </span>
          </p>
          <p className="flex gap-2 text-slate-700">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
            <span>
              <span className="font-semibold text-slate-900">Time to a first version: </span>
              {tool.timeEstimate}
            </span>
          </p>
        </div>
        <div className="md:self-start">
          <Button variant="outline" asChild>
            <a href={tool.url} target="_blank" rel="noopener noreferrer">
              Open {tool.name}
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        </div>
      </div>
      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label htmlFor={promptId} className="text-sm font-medium text-slate-900">
            Prompt for {tool.name}
          </label>
          <Button size="sm" onClick={() => void onCopy()} className={copied ? "bg-emerald-700 hover:bg-emerald-700" : undefined}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? "Copied!" : "Copy prompt"}
          </Button>
        </div>
        <textarea
          id={promptId}
          readOnly
          value={tool.prompt}
          rows={12}
          className="w-full resize-y rounded-lg border border-slate-300 bg-white p-3 font-mono text-xs leading-relaxed text-slate-900 focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600/30 focus-visible:outline-none"
        />
        <p role="status" className="sr-only">
          {copied ? "Prompt copied to clipboard" : ""}
        </p>
      </div>
    </section>
  );
}

/** The one stack every prompt names, and what in the idea chose it. */
function StackNote({ stack }: { stack: BuilderResponse["stack"] }) {
  return (
    <section aria-label="Stack" className="space-y-1 rounded-xl border border-indigo-200 bg-indigo-50/60 p-3 text-sm text-slate-800">
      <p className="font-semibold text-slate-900">One stack in every prompt</p>
      <ul className="space-y-0.5">
        {stack.summary.split("\n").map((line) => (
          <li key={line} className="break-words">
            {line.replace(/^- /, "")}
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-600">{stack.reason}</p>
    </section>
  );
}

export function BuilderContent({ slug, data, saveChecklist }: { slug: string; data: BuilderResponse; saveChecklist?: (done: boolean[]) => Promise<unknown> }) {
  const [selectedId, setSelectedId] = useState(data.tools[0]?.id ?? "");
  const selected = data.tools.find((tool) => tool.id === selectedId) ?? data.tools[0];
  return (
    <div className="space-y-6">
      <StackNote stack={data.stack} />
      <ToolPicker tools={data.tools} selectedId={selected?.id ?? ""} onSelect={setSelectedId} />
      {selected ? <PromptPanel key={selected.id} tool={selected} /> : null}
      <LaunchChecklist slug={slug} items={data.checklist.items} initialDone={data.checklist.done} save={saveChecklist} />
    </div>
  );
}

function BuilderBody({ slug }: { slug: string }) {
  const query = useBuilder(slug, true);
  if (query.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-slate-700">
        <Loader2 aria-hidden="true" className="size-5 animate-spin text-indigo-600" />
        Loading build prompts...
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-slate-700">{errorMessage(query.error, BUILDER_LOAD_FAILED)}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  }
  return <BuilderContent slug={slug} data={query.data} />;
}

/**
 * Build Now: prompts for six AI app builders written from this idea, and the launch checklist. The
 * body mounts only while open, so the prompts are fetched on first use.
 */
export function BuilderModal({ open, onOpenChange, slug, title }: { open: boolean; onOpenChange: (open: boolean) => void; slug: string; title: string }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Build {title} with AI</DialogTitle>
          <DialogDescription>Pick a builder, copy the prompt we wrote from this analysis, paste it in, then work through the launch checklist.</DialogDescription>
        </DialogHeader>
        <div className="overflow-y-auto p-4 sm:p-6">{open ? <BuilderBody slug={slug} /> : null}</div>
      </DialogContent>
    </Dialog>
  );
}

import { Bot, Cpu } from "lucide-react";
import { BUILTIN_ENGINE_LABEL, type AiEngineKind } from "@shared/schemas/ai";
import { cn } from "@web/lib/cn";

/**
 * Says which engine wrote an answer (docs/DECISIONS.md, AI): the built-in analyst is labelled as such
 * on every answer, and a model's judgements are marked as estimates.
 */
export function EngineNote({ engine, model, className }: { engine: AiEngineKind; model: string | null; className?: string }) {
  const builtin = engine === "builtin";
  const Icon = builtin ? Cpu : Bot;
  return (
    <p className={cn("inline-flex items-start gap-1.5 rounded-md bg-slate-100 px-2 py-1 text-xs text-slate-700", className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>
        {builtin
          ? `${BUILTIN_ENGINE_LABEL}. Answers repeat our catalogue's research and our written rules; nothing is invented.`
          : `Written by the AI model ${model ?? ""}. Facts from our catalogue are listed; everything else is the model's estimate.`}
      </span>
    </p>
  );
}

import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { notifyError } from "@web/lib/notify";
import { AI_TOOLS, KEY_PLACEHOLDER, toolConfigs, type AiTool } from "../mcp-config";

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      notifyError("Couldn't copy: select the text and copy it yourself.");
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void copy()} aria-label={label}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? "Copied" : "Copy"}
    </Button>
  );
}

/**
 * How to connect Claude Desktop, Cursor and VS Code to Ideadeck's MCP server, with the exact JSON to
 * paste. With `secret` (a key just created) the JSON carries it; otherwise a placeholder to replace.
 */
export function ConnectInstructions({ secret }: { secret?: string }) {
  const [tool, setTool] = useState<AiTool>("claude");
  const configs = toolConfigs(window.location.origin, secret ?? KEY_PLACEHOLDER);
  return (
    <Tabs value={tool} onValueChange={(value) => setTool(value as AiTool)} className="space-y-3">
      <TabsList aria-label="AI tool" className="flex flex-wrap">
        {AI_TOOLS.map((id) => (
          <TabsTrigger key={id} value={id}>
            {configs[id].label}
          </TabsTrigger>
        ))}
      </TabsList>
      {AI_TOOLS.map((id) => (
        <TabsContent key={id} value={id} className="space-y-3">
          <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
            {configs[id].steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <div className="rounded-lg border border-slate-200 bg-slate-50">
            <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-2">
              <p className="min-w-0 truncate font-mono text-xs text-slate-600">{configs[id].file}</p>
              <CopyButton text={configs[id].json} label={`Copy the ${configs[id].label} configuration`} />
            </div>
            <pre aria-label={`${configs[id].label} configuration`} className="overflow-x-auto p-3 text-xs leading-relaxed text-slate-900">
              <code>{configs[id].json}</code>
            </pre>
          </div>
          {/* VS Code asks for the key itself: its JSON has no placeholder to replace. */}
          {configs[id].json.includes(KEY_PLACEHOLDER) ? <p className="text-xs text-slate-600">Replace {KEY_PLACEHOLDER} with one of your keys. Keys are shown only once, when you create them.</p> : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}

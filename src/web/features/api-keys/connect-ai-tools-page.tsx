import { PageContainer, PageHeader } from "@web/components/page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Link } from "@web/lib/router";
import { ConnectInstructions } from "./components/connect-instructions";

const TOOLS = [
  ["search_ideas", "Search and browse the catalogue"],
  ["get_idea", "Read an idea's page"],
  ["list_trending", "The ideas founders read most"],
  ["compare_ideas", "Two to four ideas side by side"],
  ["list_my_saved_ideas", "Your saved ideas"],
  ["save_idea", "Save an idea to your list"],
  ["validate_idea", "Validate your own idea (counts against your plan's validations)"],
] as const;

/** /settings/ai-tools: how to connect Claude Desktop, Cursor and VS Code to Ideadeck's MCP server. */
export function ConnectAiToolsPage() {
  return (
    <PageContainer className="max-w-3xl space-y-6">
      <PageHeader
        title="Connect your AI tools"
        description="Ask your assistant for ideas, comparisons and validations from Ideadeck, with your plan's access, through the Model Context Protocol (MCP)."
      />
      <Card>
        <CardHeader>
          <CardTitle>1. Create an API key</CardTitle>
          <CardDescription>
            Create a key under <Link className="underline" to="/settings#api-keys">Settings, API keys</Link>. The key is shown once; the configuration shown
            with it already carries it. Revoke a key there at any time.
          </CardDescription>
        </CardHeader>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>2. Paste the configuration</CardTitle>
          <CardDescription>The MCP server is at {window.location.origin}/mcp (streamable HTTP, your key as a bearer token).</CardDescription>
        </CardHeader>
        <CardContent>
          <ConnectInstructions />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>What your assistant can do</CardTitle>
          <CardDescription>Answers follow your plan: ideas it does not include come back locked, exactly as on the website.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
            {TOOLS.map(([name, what]) => (
              <div key={name} className="contents">
                <dt className="font-mono text-xs text-slate-900 sm:pt-0.5">{name}</dt>
                <dd className="text-slate-700">{what}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-slate-700">Idea pages are also offered as resources (ideadeck://ideas/&lt;address&gt;).</p>
        </CardContent>
      </Card>
    </PageContainer>
  );
}

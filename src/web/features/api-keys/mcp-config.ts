/** A stand-in shown where no fresh key is at hand; the member replaces it with a key from /settings. */
export const KEY_PLACEHOLDER = "idk_paste_your_key_here";

export const AI_TOOLS = ["claude", "cursor", "vscode"] as const;
export type AiTool = (typeof AI_TOOLS)[number];

export interface ToolConfig {
  label: string;
  /** Where the JSON goes, in the tool's own words. */
  file: string;
  steps: string[];
  json: string;
}

/**
 * The exact configuration each tool reads to reach the MCP server at `<origin>/mcp` with a personal
 * API key as a bearer token. Claude Desktop's config file only starts local (stdio) servers, so it
 * reaches a remote server through the `mcp-remote` bridge; the header goes through an environment
 * variable with no space after the colon, the form mcp-remote documents for Windows' argument quoting.
 * Cursor and VS Code speak streamable HTTP themselves. VS Code asks for the key once and stores it in
 * its secret storage, so the file can be committed without the key in it.
 */
export function toolConfigs(origin: string, key: string): Record<AiTool, ToolConfig> {
  const url = `${origin}/mcp`;
  const pretty = (value: unknown) => JSON.stringify(value, null, 2);
  return {
    claude: {
      label: "Claude Desktop",
      file: "claude_desktop_config.json (Settings, Developer, Edit Config)",
      steps: ["Open Claude Desktop, Settings, Developer, Edit Config.", "Paste the block below (merge it into mcpServers if the file has one).", "Quit and reopen Claude Desktop; Ideadeck appears under the tools menu. Node.js must be installed (the bridge runs with npx)."],
      json: pretty({ mcpServers: { ideadeck: { command: "npx", args: ["-y", "mcp-remote", url, "--header", "Authorization:${IDEADECK_AUTH}"], env: { IDEADECK_AUTH: `Bearer ${key}` } } } }),
    },
    cursor: {
      label: "Cursor",
      file: "~/.cursor/mcp.json (or .cursor/mcp.json in a project)",
      steps: ["Open Cursor Settings, MCP, Add new global MCP server (it opens ~/.cursor/mcp.json).", "Paste the block below and save.", "Ideadeck's tools appear in the MCP list; ask the agent, e.g. \"find three fintech ideas I could build in a weekend and compare them\"."],
      json: pretty({ mcpServers: { ideadeck: { url, headers: { Authorization: `Bearer ${key}` } } } }),
    },
    vscode: {
      label: "VS Code",
      file: ".vscode/mcp.json in your workspace (or MCP: Open User Configuration)",
      steps: ["Create .vscode/mcp.json (or run MCP: Open User Configuration from the command palette).", "Paste the block below and save, then choose Start above the server.", "VS Code asks for the key once and keeps it in its secret storage; paste your key when asked. Use the tools from Copilot Chat in agent mode."],
      json: pretty({
        inputs: [{ type: "promptString", id: "ideadeck-key", description: "Ideadeck personal API key", password: true }],
        servers: { ideadeck: { type: "http", url, headers: { Authorization: "Bearer ${input:ideadeck-key}" } } },
      }),
    },
  };
}

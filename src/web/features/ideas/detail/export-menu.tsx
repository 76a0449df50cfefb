import { ChevronDown, Download, FileJson, FileText } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@web/components/ui/dropdown-menu";
import { exportUrl } from "@web/lib/catalogue-api";

/** Export as JSON or PDF: plain download links, the server names the file and checks the plan. */
export function ExportMenu({ slug, defaultOpen }: { slug: string; defaultOpen?: boolean }) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Download aria-hidden="true" />
          Export
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <a href={exportUrl(slug, "json")} download>
            <FileJson aria-hidden="true" />
            Export JSON
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={exportUrl(slug, "pdf")} download>
            <FileText aria-hidden="true" />
            Export PDF
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

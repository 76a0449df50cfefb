import { CalendarCheck, Eye, MoreHorizontal, Pencil, Star, Trash2, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@web/lib/router";
import { categoryLabel } from "@shared/categories";
import { IDEA_STATUSES, type AdminIdeaRow, type IdeaStatus } from "@shared/schemas/admin-ideas";
import { DataTable, type DataColumn } from "@web/components/data-table";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@web/components/ui/dropdown-menu";
import { formatNumber } from "@web/lib/format";

const STATUS_LABELS: Record<IdeaStatus, string> = { draft: "Draft", published: "Published", archived: "Archived" };

export interface IdeaRowActions {
  onStatus: (idea: AdminIdeaRow, status: IdeaStatus) => void;
  onEdit: (idea: AdminIdeaRow) => void;
  onProPick: (idea: AdminIdeaRow) => void;
  onFeatured: (idea: AdminIdeaRow) => void;
  onDaily: (idea: AdminIdeaRow) => void;
  onDelete: (idea: AdminIdeaRow) => void;
}

/** Every idea of the page with its status dropdown and row actions (spec: Manage Ideas). */
export function IdeasTable({ rows, busy, empty, actions }: { rows: AdminIdeaRow[] | undefined; busy: boolean; empty: ReactNode; actions: IdeaRowActions }) {
  const columns: DataColumn<AdminIdeaRow>[] = [
    {
      header: "Idea",
      rowHeader: true,
      cell: (idea) => (
        <div className="max-w-[18rem] min-w-0 space-y-1">
          <p className="font-medium text-slate-900">{idea.title}</p>
          <p className="truncate text-xs text-slate-600">/{idea.slug}</p>
          <div className="flex flex-wrap gap-1">
            {idea.isDaily ? <Badge variant="success">Daily idea</Badge> : null}
            {idea.isProPick ? <Badge>Pro Pick</Badge> : null}
            {idea.isFeatured ? <Badge variant="warning">Featured Pick</Badge> : null}
            {idea.aiDraftedBy ? (
              <Badge variant="neutral" title={`Drafted by ${idea.aiDraftedBy}`}>
                AI-drafted
              </Badge>
            ) : null}
          </div>
        </div>
      ),
    },
    { header: "Category", cell: (idea) => <span className="text-slate-700">{categoryLabel(idea.category)}</span> },
    {
      header: "Status",
      cell: (idea) => (
        // relative: the visually hidden label is absolutely placed and must stay inside the scrolling table.
        <div className="relative">
          <label htmlFor={`status-${idea.id}`} className="sr-only">
            Status of {idea.title}
          </label>
          <select
            id={`status-${idea.id}`}
            value={idea.status}
            onChange={(event) => actions.onStatus(idea, event.target.value as IdeaStatus)}
            className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:ring-2 focus-visible:ring-indigo-600/30 focus-visible:outline-none"
          >
            {IDEA_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
      ),
    },
    { header: "Views", cell: (idea) => <span className="text-slate-700 tabular-nums">{formatNumber(idea.viewCount)}</span>, className: "text-right", headerClassName: "text-right" },
    {
      header: <span className="sr-only">Actions</span>,
      className: "text-right",
      headerClassName: "relative",
      cell: (idea) => (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="sm" aria-label={`Actions for ${idea.title}`}>
              <MoreHorizontal aria-hidden="true" className="size-4" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem asChild>
              <Link to={`/ideas/${idea.slug}`}>
                <Eye aria-hidden="true" /> View
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => actions.onEdit(idea)}>
              <Pencil aria-hidden="true" /> Edit
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => actions.onProPick(idea)}>
              <Trophy aria-hidden="true" /> {idea.isProPick ? "Remove Pro Pick" : "Mark as Pro Pick"}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => actions.onFeatured(idea)}>
              <Star aria-hidden="true" /> {idea.isFeatured ? "Remove Featured Pick" : "Mark as Featured Pick"}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => actions.onDaily(idea)} disabled={idea.isDaily}>
              <CalendarCheck aria-hidden="true" /> Set as daily idea
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => actions.onDelete(idea)} className="text-red-700 data-[highlighted]:text-red-800">
              <Trash2 aria-hidden="true" /> Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ),
    },
  ];
  return <DataTable caption="Ideas, newest first" columns={columns} rows={rows} rowKey={(idea) => idea.id} busy={busy} empty={empty} minWidth="44rem" />;
}

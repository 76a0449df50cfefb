import {
  ArrowLeft,
  BarChart3,
  CreditCard,
  History,
  Inbox,
  LayoutDashboard,
  Lightbulb,
  Mail,
  Settings,
  ShieldCheck,
  Sparkles,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Link, NavLink, Outlet } from "@web/lib/router";
import { cn } from "@web/lib/cn";
import { QuickStatsBlock } from "./quick-stats-block";

interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Only the dashboard needs an exact match; the others stay active on their sub-pages. */
  end?: boolean;
}

const ADMIN_NAV: AdminNavItem[] = [
  { label: "Dashboard", to: "/admin", icon: LayoutDashboard, end: true },
  { label: "Users", to: "/admin/users", icon: Users },
  { label: "Subscriptions", to: "/admin/subscriptions", icon: CreditCard },
  { label: "Ideas", to: "/admin/ideas", icon: Lightbulb },
  { label: "Re-verification", to: "/admin/verification", icon: ShieldCheck },
  { label: "Email Subscribers", to: "/admin/email-subscribers", icon: Mail },
  { label: "Analytics", to: "/admin/analytics", icon: BarChart3 },
  { label: "AI usage", to: "/admin/ai-usage", icon: Sparkles },
  { label: "Outbox", to: "/admin/outbox", icon: Inbox },
  { label: "Audit log", to: "/admin/audit", icon: History },
  { label: "Settings", to: "/admin/settings", icon: Settings },
];

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex shrink-0 items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600",
    isActive ? "bg-indigo-600 text-white" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );

/** The admin area's frame: side navigation on wide screens, wrapped pills above the page on small ones. */
export function AdminLayout() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:gap-8 lg:px-8 lg:py-10">
      <aside className="lg:sticky lg:top-24 lg:w-56 lg:shrink-0 lg:self-start">
        <nav aria-label="Admin">
          <p className="mb-2 hidden px-3 text-xs font-semibold tracking-wider text-slate-600 uppercase lg:block">Admin</p>
          <ul className="flex flex-wrap gap-1 border-b border-slate-200 pb-4 lg:flex-col lg:flex-nowrap lg:border-0 lg:pb-0">
            {ADMIN_NAV.map(({ label, to, icon: Icon, end }) => (
              <li key={to}>
                <NavLink to={to} end={end} className={itemClass}>
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </NavLink>
              </li>
            ))}
            <li className="lg:mt-4 lg:border-t lg:border-slate-200 lg:pt-4">
              <Link
                to="/dashboard"
                className="flex shrink-0 items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                Back to Dashboard
              </Link>
            </li>
          </ul>
        </nav>
        <QuickStatsBlock className="mt-6 hidden lg:block" />
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}

import type { LucideIcon } from "lucide-react";
import { CreditCard, LayoutDashboard, Settings, Shield } from "lucide-react";
import type { Entitlements } from "@shared/entitlements";
import type { AiWording } from "@web/lib/ai-wording";

export interface NavItem {
  label: string;
  to: string;
  icon?: LucideIcon;
}

/**
 * The header, its account menu and the mobile menu all read these two lists, so the three can never
 * disagree about what a visitor, a member, a Pro member or an admin is offered.
 */
export function primaryNavItems(entitlements: Entitlements, wording: Pick<AiWording, "researchNav" | "strategistNav">): NavItem[] {
  const items: NavItem[] = [
    { label: "Browse Ideas", to: "/browse" },
    { label: "Trending", to: "/trending" },
    { label: "Calendar", to: "/calendar" },
    { label: "Pricing", to: "/pricing" },
  ];
  if (entitlements.isPro) {
    // "AI Research" only when a model answers; otherwise the built-in analyst's names (ai-wording.ts).
    items.push({ label: wording.researchNav, to: "/validate" }, { label: wording.strategistNav, to: "/ai-chat" });
  }
  return items;
}

export function accountNavItems(entitlements: Entitlements): NavItem[] {
  const items: NavItem[] = [{ label: "Dashboard", to: "/dashboard", icon: LayoutDashboard }];
  if (entitlements.isAdmin) items.push({ label: "Admin Panel", to: "/admin", icon: Shield });
  items.push({ label: "Settings", to: "/settings", icon: Settings });
  if (entitlements.isPaid) items.push({ label: "Billing", to: "/settings/billing", icon: CreditCard });
  return items;
}

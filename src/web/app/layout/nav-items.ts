import type { LucideIcon } from "lucide-react";
import { CreditCard, LayoutDashboard, Settings, Shield } from "lucide-react";
import type { Entitlements } from "@shared/entitlements";

export interface NavItem {
  label: string;
  to: string;
  icon?: LucideIcon;
}

/**
 * The header, its account menu and the mobile menu all read these two lists, so the three can never
 * disagree about what a visitor, a member, a Pro member or an admin is offered.
 */
export function primaryNavItems(entitlements: Entitlements): NavItem[] {
  const items: NavItem[] = [
    { label: "Browse Ideas", to: "/browse" },
    { label: "Trending", to: "/trending" },
    { label: "Pricing", to: "/pricing" },
  ];
  if (entitlements.isPro) {
    items.push({ label: "AI Research", to: "/validate" }, { label: "AI Strategist", to: "/ai-chat" });
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

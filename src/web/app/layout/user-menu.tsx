import { LogOut } from "lucide-react";
import { Link } from "@web/lib/router";
import type { MeResponse } from "@shared/schemas/profile";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { signOut } from "@web/lib/sign-out";
import { accountNavItems } from "./nav-items";
import { UserMenuTrigger } from "./user-menu-trigger";

export function UserMenu({ me }: { me: MeResponse }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <UserMenuTrigger email={me.profile.email} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          Signed in as <span className="block truncate font-medium text-slate-900">{me.profile.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountNavItems(me.entitlements).map(({ label, to, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              {Icon ? <Icon aria-hidden="true" /> : null}
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { usePublicConfig } from "@web/lib/public-config";
import { cn } from "@web/lib/cn";

/** The support address from GET /api/v1/public-config, or undefined while loading or when unset. */
export function useSupportEmail(): string | undefined {
  const { data } = usePublicConfig();
  const email = data?.supportEmail.trim();
  return email ? email : undefined;
}

export const inlineLinkClass =
  "rounded-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2";

/** The support address as a mailto link inside running text; plain words until the address is known. */
export function SupportEmailLink({ className }: { className?: string }) {
  const email = useSupportEmail();
  if (!email) return <span className={className}>our support team</span>;
  return (
    <a href={`mailto:${email}`} className={cn(inlineLinkClass, "break-words", className)}>
      {email}
    </a>
  );
}

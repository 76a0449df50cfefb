import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent } from "react";
import { cn } from "@web/lib/cn";

/**
 * Tabs after the WAI-ARIA tabs pattern: a tablist of tabs, arrow keys (and Home/End) move and select,
 * only the selected tab is in the Tab order, only its panel is rendered. Written here rather than
 * taken from Radix because the idea page, a first-visit page, would carry ~9 KB gzip of Radix for it
 * (issue 9's budget). The props follow Radix's (value / defaultValue / onValueChange).
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  idFor: (part: "tab" | "panel", value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts must be inside <Tabs>");
  return state;
}

interface TabsProps extends Omit<ComponentProps<"div">, "defaultValue" | "dir"> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

export function Tabs({ value: controlled, defaultValue = "", onValueChange, children, ...props }: TabsProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const base = useId();
  const value = controlled ?? uncontrolled;
  const state: TabsState = {
    value,
    select(next) {
      if (next === value) return;
      if (controlled === undefined) setUncontrolled(next);
      onValueChange?.(next);
    },
    idFor: (part, tab) => `${base}-${part}-${tab}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div {...props}>{children}</div>
    </TabsContext.Provider>
  );
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  const { select } = useTabs();
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const step = NEXT_KEYS[event.key];
    if (!step || event.defaultPrevented) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    if (index < 0) return;
    event.preventDefault();
    const next = tabs[step(index, tabs.length)];
    next?.focus();
    if (next?.dataset.value) select(next.dataset.value);
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn("inline-flex rounded-lg bg-slate-100 p-1 text-sm", className)}
      onKeyDown={move}
      {...props}
    />
  );
}

interface TabsTriggerProps extends Omit<ComponentProps<"button">, "value"> {
  value: string;
}

export function TabsTrigger({ value, className, onClick, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idFor("tab", value)}
      aria-controls={tabs.idFor("panel", value)}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? "active" : "inactive"}
      data-value={value}
      className={cn(
        "rounded-md px-3 py-1.5 font-medium text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

interface TabsContentProps extends Omit<ComponentProps<"div">, "value"> {
  value: string;
}

export function TabsContent({ value, className, ...props }: TabsContentProps) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idFor("panel", value)}
      aria-labelledby={tabs.idFor("tab", value)}
      tabIndex={0}
      data-state="active"
      className={cn("mt-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600", className)}
      {...props}
    />
  );
}

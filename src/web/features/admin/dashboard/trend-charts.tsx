import { Area, AreaChart, Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney, formatNumber } from "@web/lib/format";
import { bucketLabel } from "./chart-format";

type Unit = "hour" | "day" | "week" | "month";

const AXIS = { fontSize: 12, fill: "#475569" };

/**
 * The chart itself is hidden from screen readers: each chart's card carries a text summary of the
 * same figures (the page passes it), which reads better than a list of SVG points.
 */
export function RevenueChart({ points, unit }: { points: { bucket: string; netCents: number }[]; unit: Unit }) {
  // Bars, not a curve: each bucket's money is its own sum, and a smoothed line would invent values between them.
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="bucket" tickFormatter={(value: string) => bucketLabel(value, unit)} tick={AXIS} minTickGap={24} />
          <YAxis tickFormatter={(value: number) => formatMoney(Math.round(value))} tick={AXIS} width={72} />
          <Tooltip labelFormatter={(value) => bucketLabel(String(value), unit)} formatter={(value) => [formatMoney(Number(value)), "Net revenue"]} />
          <Bar isAnimationActive={false} dataKey="netCents" fill="#4f46e5" radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function CountChart({ points, dataKey, name, unit }: { points: object[]; dataKey: string; name: string; unit: Unit }) {
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="bucket" tickFormatter={(value: string) => bucketLabel(value, unit)} tick={AXIS} minTickGap={24} />
          <YAxis allowDecimals={false} tickFormatter={(value: number) => formatNumber(value)} tick={AXIS} width={48} />
          <Tooltip labelFormatter={(value) => bucketLabel(String(value), unit)} formatter={(value) => [formatNumber(Number(value)), name]} />
          <Bar isAnimationActive={false} dataKey={dataKey} fill="#4f46e5" radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function GrowthChart({ points, unit }: { points: { bucket: string; total: number }[]; unit: Unit }) {
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="bucket" tickFormatter={(value: string) => bucketLabel(value, unit)} tick={AXIS} minTickGap={24} />
          <YAxis allowDecimals={false} tickFormatter={(value: number) => formatNumber(value)} tick={AXIS} width={48} />
          <Tooltip labelFormatter={(value) => bucketLabel(String(value), unit)} formatter={(value) => [formatNumber(Number(value)), "Users"]} />
          <Area isAnimationActive={false} type="monotone" dataKey="total" stroke="#0f766e" fill="#99f6e4" strokeWidth={2} />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}

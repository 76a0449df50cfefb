import { createElement } from "react";
import { lazyPart } from "@web/components/lazy-part";
import { Skeleton } from "@web/components/ui/skeleton";
import { loadOnce } from "@web/lib/load-once";

/** The charting library (recharts) downloads with the first admin chart shown, not with the admin area. */
const trendCharts = loadOnce(() => import("./trend-charts"));
const chartSkeleton = createElement(Skeleton, { className: "h-64 w-full" });

export const RevenueChart = lazyPart("revenue-chart", async () => (await trendCharts()).RevenueChart, chartSkeleton);
export const GrowthChart = lazyPart("growth-chart", async () => (await trendCharts()).GrowthChart, chartSkeleton);
export const CountChart = lazyPart("count-chart", async () => (await trendCharts()).CountChart, chartSkeleton);

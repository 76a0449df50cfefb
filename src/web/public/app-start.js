// Starts the app once the browser has painted the server-rendered page (why and how: ADR 015).
// This file is served as written: keep it small, the explanation lives in the ADR.
const script = document.currentScript;
let started = false;

function start() {
  if (started || !script) return;
  started = true;
  for (const href of (script.dataset.preload ?? "").split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  import(script.dataset.entry);
}

const serverRendered = document.getElementById("root")?.hasChildNodes() ?? false;
if (!serverRendered || document.visibilityState === "hidden") {
  start();
} else if (window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
  setTimeout(start, 1000);
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
}

// Starts the app once the browser has painted the server-rendered page (issue 9, ADR 015).
//
// The built index.html does not load the app's scripts itself: they would share a phone's bandwidth
// with the page, and Chrome evaluates module scripts before the first paint, so the page stayed
// blank while React was evaluated (~100 ms on a phone-speed CPU). This deferred, low-priority script
// waits for the first contentful paint of the server's markup, then fetches the first-load chunks in
// parallel and imports the entry. A page with nothing rendered by the server (the signed-in areas),
// a hidden tab (it paints nothing) and a browser without paint timing start the app at once, or
// after one frame.
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
} else if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
  // A page whose markup paints nothing contentful still starts.
  setTimeout(start, 1000);
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
}

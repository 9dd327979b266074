/*
 * Spielfeld widgets on a club's own website (docs/widgets.md). Put
 *   <div data-spielfeld-widget="mannschaft/{id}/spiele" data-farbe="rot" data-titel="Unsere Spiele"></div>
 *   <script src="{site}/widget/embed.js" async></script>
 * on the page: every such element gets its widget as an iframe, sized to the widget's content whenever it changes.
 * Without this script, an iframe of the widget's address with a fixed height works as well.
 */
(() => {
  const script = document.currentScript;
  const origin = new URL(script ? script.src : location.href).origin;
  const THEME = ["farbe", "schrift", "modus", "kompakt", "verein"];
  const frames = [];
  const mount = (element) => {
    if (element.getAttribute("data-spielfeld-mounted")) return;
    const path = (element.getAttribute("data-spielfeld-widget") || "").replace(/^\/+/, "");
    if (!/^[A-Za-z0-9/_-]+$/.test(path)) return;
    const query = new URLSearchParams();
    for (const name of THEME) {
      const value = element.getAttribute(`data-${name}`);
      if (value) query.set(name, value);
    }
    const asked = Number.parseInt(element.getAttribute("data-hoehe") || "320", 10);
    const height = asked >= 80 && asked <= 4000 ? asked : 320;
    const frame = document.createElement("iframe");
    frame.src = `${origin}/widget/${path}${query.size ? `?${query}` : ""}`;
    frame.title = element.getAttribute("data-titel") || `Fußball-Widget: ${path.split("/").slice(-1)[0]}`;
    frame.loading = "lazy";
    frame.style.cssText = `border:0;width:100%;display:block;height:${height}px`;
    element.setAttribute("data-spielfeld-mounted", "true");
    element.appendChild(frame);
    frames.push(frame);
  };
  // Only our widgets' own messages: from our origin and from one of the iframes this script made.
  window.addEventListener("message", (event) => {
    if (event.origin !== origin || !event.data || event.data.type !== "spielfeld-widget-height") return;
    const reported = Number(event.data.height);
    if (!Number.isFinite(reported) || reported < 0) return;
    const frame = frames.find((candidate) => candidate.contentWindow === event.source);
    if (frame) frame.style.height = `${Math.min(Math.ceil(reported), 20000)}px`;
  });
  const mountAll = () => {
    for (const element of document.querySelectorAll("[data-spielfeld-widget]")) mount(element);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mountAll);
  else mountAll();
})();

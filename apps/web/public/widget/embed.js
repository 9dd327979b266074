/*
 * Spielfeld widgets on a club's own website (docs/widgets.md). Put
 *   <div data-spielfeld-widget="mannschaft/{id}/spiele" data-farbe="rot"></div>
 *   <script src="{site}/widget/embed.js" async></script>
 * on the page: every such element gets its widget as an iframe, sized to the widget's content whenever it changes.
 * Without this script, an iframe of the widget's address with a fixed height works as well.
 */
(function () {
  var script = document.currentScript;
  var origin = new URL(script ? script.src : location.href).origin;
  var THEME = ["farbe", "schrift", "modus", "kompakt"];
  var frames = [];
  function mount(element) {
    if (element.getAttribute("data-spielfeld-mounted")) return;
    var path = (element.getAttribute("data-spielfeld-widget") || "").replace(/^\/+/, "");
    if (!/^[A-Za-z0-9\/_-]+$/.test(path)) return;
    var query = [];
    for (var i = 0; i < THEME.length; i += 1) {
      var value = element.getAttribute("data-" + THEME[i]);
      if (value) query.push(THEME[i] + "=" + encodeURIComponent(value));
    }
    var verein = element.getAttribute("data-verein");
    if (verein) query.push("verein=" + encodeURIComponent(verein));
    var frame = document.createElement("iframe");
    frame.src = origin + "/widget/" + path + (query.length ? "?" + query.join("&") : "");
    frame.title = element.getAttribute("data-titel") || "Fußball-Widget: " + path.split("/").slice(-1)[0];
    frame.loading = "lazy";
    var height = parseInt(element.getAttribute("data-hoehe") || "320", 10);
    if (!(height >= 80 && height <= 4000)) height = 320;
    frame.style.cssText = "border:0;width:100%;display:block;height:" + height + "px";
    element.setAttribute("data-spielfeld-mounted", "true");
    element.appendChild(frame);
    frames.push(frame);
  }
  window.addEventListener("message", function (event) {
    if (event.origin !== origin || !event.data || event.data.type !== "spielfeld-widget-height") return;
    var reported = Number(event.data.height);
    if (!isFinite(reported) || reported < 0) return;
    for (var i = 0; i < frames.length; i += 1) {
      if (frames[i].contentWindow === event.source) frames[i].style.height = Math.min(Math.ceil(reported), 20000) + "px";
    }
  });
  function mountAll() {
    var elements = document.querySelectorAll("[data-spielfeld-widget]");
    for (var i = 0; i < elements.length; i += 1) mount(elements[i]);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mountAll);
  else mountAll();
})();

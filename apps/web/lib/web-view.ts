/** The cookie that marks an app's web view (set by proxy.ts from the app's `x-webview` header). */
export const WEB_VIEW_COOKIE = "webview";

/**
 * Reads the web-view cookie before the first paint (root layout), so every page stays one cacheable document for
 * all visitors. It is part of FIRST_PAINT_SCRIPT, which the Content-Security-Policy allows by its hash
 * (lib/security-headers.ts).
 */
export const WEB_VIEW_SCRIPT = `if(/(?:^|; )webview=1(?:;|$)/.test(document.cookie))document.documentElement.dataset.webview="1"`;

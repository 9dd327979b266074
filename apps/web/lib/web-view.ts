/** The cookie that marks an app's web view (set by proxy.ts from the app's `x-webview` header). */
export const WEB_VIEW_COOKIE = "webview";

/**
 * Reads the web-view cookie before the first paint (root layout), so every page stays one cacheable document for
 * all visitors. The Content-Security-Policy allows exactly this script by its hash (lib/security-headers.ts).
 */
export const WEB_VIEW_SCRIPT = `if(/(?:^|; )webview=1(?:;|$)/.test(document.cookie))document.documentElement.dataset.webview="1"`;

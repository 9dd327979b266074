// @vitest-environment happy-dom
import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { contentSecurityPolicy, FIRST_PAINT_SCRIPT } from "./security-headers";
import { applyThemeChoice, readThemeChoice, THEME_SCRIPT, THEME_STORAGE_KEY } from "./theme";

afterEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe("the colour scheme chosen on the device", () => {
  it("is marked on the document by the first-paint script, and nothing else is", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
    new Function(THEME_SCRIPT)();
    expect(document.documentElement.dataset.theme).toBe("dark");
    delete document.documentElement.dataset.theme;
    window.localStorage.setItem(THEME_STORAGE_KEY, '"><script>');
    new Function(THEME_SCRIPT)();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it("is kept on the device and can go back to following the system", () => {
    applyThemeChoice("light");
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(readThemeChoice()).toBe("light");
    applyThemeChoice(null);
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(readThemeChoice()).toBeNull();
  });

  it("runs under the page policy, which allows the document's one inline script by its hash", () => {
    expect(FIRST_PAINT_SCRIPT).toContain(THEME_SCRIPT);
    const hash = createHash("sha256").update(FIRST_PAINT_SCRIPT).digest("base64");
    const policy = contentSecurityPolicy({ nonce: "n", isWidget: false, isHttps: false });
    const scripts = policy.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scripts).toContain(`'sha256-${hash}'`);
    expect(scripts).not.toContain("unsafe-inline");
  });
});

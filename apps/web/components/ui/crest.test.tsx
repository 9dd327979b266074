// @vitest-environment happy-dom
import { operationUrl } from "@spielfeld/api-client";
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvironment } from "@/lib/env";
import { Crest, crestSources } from "./crest";

beforeEach(() => {
  vi.stubEnv("IMAGE_SERVER_URL", "/rest");
  resetEnvironment();
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  resetEnvironment();
});

/** The image route's address of the crest ABC at a width, through the site's `/rest`. */
const imageAt = (width: number) => operationUrl("getMediaImage", { id: "ABC", width }, "/rest");

describe("crest", () => {
  it("asks the image route for widths it renders: one per density", () => {
    expect(crestSources("ABC", "small", "/rest")).toEqual({
      src: imageAt(32),
      srcSet: `${imageAt(32)} 1x, ${imageAt(64)} 2x`,
    });
    expect(crestSources("ABC", "large", "/rest").srcSet).toBe(`${imageAt(64)} 1x, ${imageAt(128)} 2x`);
  });

  it("reserves its box, loads lazily and stays out of the accessible name beside the club's name", () => {
    const { container } = render(<Crest logoId="ABC" clubName="SV Weilheim" />);
    const image = container.querySelector("img")!;
    expect(image.getAttribute("width")).toBe("24");
    expect(image.getAttribute("height")).toBe("24");
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("alt")).toBe("");
    expect(image.getAttribute("srcset")).toContain(`${imageAt(64)} 2x`);
  });

  it("names the club where it stands alone, and loads first on the scoreboard", () => {
    const { container } = render(
      <Crest logoId="ABC" clubName="SV Weilheim" size="large" isNamedBeside={false} isPriority />,
    );
    const image = container.querySelector("img")!;
    expect(image.getAttribute("alt")).toBe("Wappen SV Weilheim");
    expect(image.getAttribute("loading")).toBe("eager");
    expect(image.getAttribute("fetchpriority")).toBe("high");
  });

  it("draws a neutral shield without any request for a private or missing logo", () => {
    const { container } = render(<Crest logoId={null} clubName="SV Weilheim" />);
    expect(container.querySelector("img")).toBeNull();
    const shield = container.querySelector("svg")!;
    expect(shield.getAttribute("aria-hidden")).toBe("true");
    expect(shield.getAttribute("width")).toBe("24");
    const named = render(<Crest logoId={null} clubName="SV Weilheim" isNamedBeside={false} />).container;
    expect(named.querySelector("svg title")?.textContent).toBe("Wappen SV Weilheim");
  });
});

import { operationUrl } from "@spielfeld/api-client";
import { describe, expect, it } from "vitest";
import { teaserImageSources } from "./news-teaser-list";

describe("teaser images", () => {
  it("come from the image route at the widths it renders, for the browser to pick by the card's width", () => {
    const url = operationUrl("getMediaImage", { id: "ABC" }, "http://localhost:4000/rest");
    expect(teaserImageSources(url)).toEqual({
      src: `${url}?width=512`,
      srcSet: `${url}?width=256 256w, ${url}?width=512 512w, ${url}?width=1024 1024w`,
    });
  });
});

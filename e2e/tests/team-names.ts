import { expect, type Locator } from "@playwright/test";

interface BrokenName {
  name: string;
  before: string;
  after: string;
}

/**
 * Team names break only between words or after a hyphen the name has, never inside a word: every line break in
 * each name is found from the rendered characters' positions and must follow a space or a hyphen. Each name also
 * stays inside the window (names in a sideways-scrolling table region stay inside that region).
 */
export async function expectTeamNamesUnbroken(names: Locator): Promise<void> {
  expect(await names.count()).toBeGreaterThan(0);
  const problems = await names.evaluateAll((elements) => {
    const broken: BrokenName[] = [];
    const outside: string[] = [];
    for (const element of elements) {
      const name = element.textContent ?? "";
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let previous: { top: number; character: string } | null = null;
      let sawSpace = false;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let index = 0; index < text.length; index += 1) {
          const character = text[index]!;
          if (/\s/.test(character)) {
            sawSpace = true;
            continue;
          }
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          if (previous && rect.top > previous.top + rect.height / 2 && !sawSpace && previous.character !== "-") {
            broken.push({ name, before: previous.character, after: character });
          }
          previous = { top: rect.top, character };
          sawSpace = false;
        }
      }
      const bounds = (element.closest(".standings__scroll") ?? document.documentElement).getBoundingClientRect();
      const rect = element.getBoundingClientRect();
      if (rect.right > Math.min(bounds.right, window.innerWidth) + 1) outside.push(name);
    }
    return { broken, outside };
  });
  expect(problems.broken, "names broken inside a word").toEqual([]);
  expect(problems.outside, "names reaching past their box").toEqual([]);
}

// Types of page-data.mjs (plain JavaScript, loaded by server.mjs before Next.js).
import type { AsyncLocalStorage } from "node:async_hooks";
import type { ServerResponse } from "node:http";

export interface PageData {
  tags: Set<string>;
  startedAt: number;
}
export const pageData: AsyncLocalStorage<PageData>;
export function describeData(
  response: ServerResponse,
  named: Record<string, unknown> | undefined,
  data: PageData,
): void;

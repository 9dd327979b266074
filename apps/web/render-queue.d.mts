// Types of render-queue.mjs (plain JavaScript, loaded by server.mjs before Next.js).
export interface RenderQueue {
  run(isRenewal: boolean, start: (done: () => void) => void, isAbandoned: () => boolean): void;
  stats(): { running: number; waiting: number };
}
export function createRenderQueue(concurrency: number): RenderQueue;
export function isPageRequest(request: { method?: string; url?: string }): boolean;

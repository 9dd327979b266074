import type { IncomingMessage, ServerResponse } from "node:http";

export function isUnreadableAddress(url: string): boolean;
export function answerUnreadableAddress(request: IncomingMessage, response: ServerResponse): void;

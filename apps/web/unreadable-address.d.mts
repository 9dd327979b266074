import type { IncomingMessage, ServerResponse } from "node:http";

export function isUnreadableApiAddress(url: string): boolean;
export function answerUnreadableApiAddress(request: IncomingMessage, response: ServerResponse): void;
export const SECURITY_HEADERS: Record<string, string>;

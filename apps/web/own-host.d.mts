import type { IncomingMessage } from "node:http";

export function ownAddressOf(request: IncomingMessage, siteUrl: string): string | null;

import type { IncomingMessage } from "node:http";

export function ownAddressOf(request: IncomingMessage, siteUrl: string): string | null;
export function siteUrlOf(environment: { SITE_URL?: string }, hostname: string, port: number): string;

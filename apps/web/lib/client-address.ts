/**
 * The header in which the website's server (server.mjs) states the address of the connection it accepted. It
 * overwrites whatever a visitor sent under that name, so it is the one address the website knows first-hand.
 */
export const PEER_ADDRESS_HEADER = "x-spielfeld-peer-address";

function normalise(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, "");
  return trimmed.toLowerCase().startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice(7) : trimmed;
}

/**
 * The visitor's address as far as the website can vouch for it: the connecting address, unless that is one of the
 * trusted proxies in front of the website; then the nearest address in their `X-Forwarded-For` that is not a
 * trusted proxy itself. A visitor's own `X-Forwarded-For` never decides it. `undefined` when the connecting
 * address is unknown (the server was started without server.mjs).
 */
export function clientAddress(headers: Headers, trustedProxies: readonly string[]): string | undefined {
  const peer = headers.get(PEER_ADDRESS_HEADER);
  if (!peer) return undefined;
  const trusted = new Set(trustedProxies.map(normalise));
  let address = normalise(peer);
  if (!trusted.has(address)) return address;
  const forwarded = (headers.get("x-forwarded-for") ?? "").split(",").map(normalise).filter(Boolean);
  while (forwarded.length > 0 && trusted.has(address)) address = forwarded.pop()!;
  return address;
}

import { isIPv6 } from "node:net";

/**
 * The client a limit counts: an IPv4 address as it is, an IPv6 client by its /64 network (what one subscriber gets),
 * so it cannot multiply a budget by changing addresses; IPv4-mapped IPv6 addresses count as the IPv4 address.
 */
export function clientNetworkOf(address: string): string {
  if (!isIPv6(address)) return address;
  const lower = address.toLowerCase().replace(/%.*$/, "");
  if (lower.startsWith("::ffff:") && lower.includes(".")) return lower.slice(7);
  const groupsOf = (part: string) =>
    part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : [];
  const [head = "", tail] = lower.split("::");
  const leading = groupsOf(head);
  const groups =
    tail === undefined ? leading : [...leading, ...Array(8 - leading.length - groupsOf(tail).length).fill("0")];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || "0", 16).toString(16))
    .join(":")}::/64`;
}

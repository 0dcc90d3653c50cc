import { isIPv6 } from 'node:net';

/**
 * The source address sign-in attempts are counted under: `request.ip` (with TRUST_PROXY, the address the proxy saw),
 * an IPv4-mapped IPv6 address as plain IPv4, and any other IPv6 address as its /64 network, which one household or
 * server usually holds whole (it could otherwise take a fresh address for every guess).
 */
export function throttleSource(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]?.split('::') ?? [];
  const left = head === '' ? [] : head.split(':');
  const right = ip.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

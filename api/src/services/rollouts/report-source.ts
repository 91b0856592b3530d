import net from 'node:net';
import { sign } from '../../lib/crypto';

// Where a load report came from, as coarse as the guard needs it. A source is the client's network, not its
// address: the first 24 bits of an IPv4 address, the first 48 of an IPv6 one (a site's or a provider customer's
// usual allocation), so one machine or one office counts once however many addresses it uses. What is kept is
// a keyed hash of that network, never the address, and only as long as the guard's window.

/** The network of an address: "203.0.113.0/24" or "2001:db8:12::/48"; IPv4-mapped IPv6 counts as IPv4. */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  const text = mapped ? (mapped[1] as string) : address;
  const family = net.isIP(text);
  if (family === 4) return `${text.split('.').slice(0, 3).join('.')}.0/24`;
  if (family === 6) {
    // Expand "::" so the first three groups can be read, whatever shorthand the address was written in.
    const [head = '', tail] = text.toLowerCase().split('%')[0]!.split('::') as [string, string | undefined];
    const headGroups = head === '' ? [] : head.split(':');
    const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
    // A dotted IPv4 ending ("64:ff9b::192.0.2.1") holds two groups.
    const tailWidth = tailGroups.reduce((width, group) => width + (group.includes('.') ? 2 : 1), 0);
    const missing = tail === undefined ? 0 : 8 - headGroups.length - tailWidth;
    const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
    return `${groups
      .slice(0, 3)
      .map((group) => Number.parseInt(group, 16).toString(16))
      .join(':')}::/48`;
  }
  // Not an address at all (a test's inject without one): one source of its own kind.
  return 'unknown';
}

/** The key a source is kept under: an HMAC of its network with SESSION_SECRET, 16 hex digits. */
export function reportSource(secret: string, address: string): string {
  return sign(`report-source\n${networkOf(address)}`, secret, 'hex').slice(0, 16);
}

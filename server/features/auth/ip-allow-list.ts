import { BlockList, isIP } from 'node:net';

/**
 * Whether an address may sign in to an organisation. An empty list allows every address;
 * entries are single addresses or CIDR ranges, IPv4 or IPv6.
 */
export function isAddressAllowed(allowList: string[], address: string): boolean {
  if (allowList.length === 0) return true;
  const family = isIP(address);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of allowList) {
    const [base = '', prefix] = entry.trim().split('/');
    const entryFamily = isIP(base);
    if (entryFamily === 0) continue;
    const type = entryFamily === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(base, type);
    else list.addSubnet(base, Number(prefix), type);
  }
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

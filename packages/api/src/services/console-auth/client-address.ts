import ipaddr from 'ipaddr.js';

/**
 * The client address a sign-in lock is kept for. An IPv4 address as it is (an IPv4-mapped IPv6 address counts as
 * its IPv4 address); an IPv6 address by its /64, the block one subscriber line is usually given, or anyone holding
 * one could step to a fresh address for every five guesses.
 */
export function lockAddress(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return 'unknown';
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}

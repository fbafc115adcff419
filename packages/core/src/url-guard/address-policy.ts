import { BlockList, isIP } from 'node:net'
import { embeddedIPv4 } from './embedded-ipv4.ts'

/** Decides whether the service may connect to an address given by a caller. */
export type AddressPolicy = (address: string, family: 4 | 6) => boolean

/**
 * Every range that is not the public internet: loopback, private, link-local (cloud
 * metadata at 169.254.169.254), carrier-grade NAT, documentation, multicast, reserved,
 * and their IPv6 counterparts. An IPv6 address that carries an IPv4 one (mapped, NAT64,
 * 6to4, Teredo...) is refused when that IPv4 address is (see embedded-ipv4.ts).
 */
const blocked = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128], ['::1', 128], ['64:ff9b:1::', 48], ['100::', 64], ['2001:2::', 48], ['2001:10::', 28], ['2001:20::', 28], ['2001:db8::', 32],
  ['3fff::', 20], ['5f00::', 16], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) blocked.addSubnet(network, prefix, 'ipv6')

/** The default policy: public unicast addresses only. */
export const publicAddressesOnly: AddressPolicy = (address, family) => {
  if (family === 4) return !blocked.check(address, 'ipv4')
  return !blocked.check(address, 'ipv6') && embeddedIPv4(address).every((ipv4) => !blocked.check(ipv4, 'ipv4'))
}

export function ipFamily(address: string): 4 | 6 | undefined {
  const family = isIP(address)
  return family === 4 || family === 6 ? family : undefined
}

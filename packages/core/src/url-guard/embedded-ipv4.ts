/**
 * The IPv4 addresses an IPv6 address carries, in every form a network may route or translate
 * to IPv4: mapped (::ffff:a.b.c.d), translated (::ffff:0:a.b.c.d), compatible (::a.b.c.d),
 * NAT64 (64:ff9b::a.b.c.d), 6to4 (2002:aabb:ccdd::), Teredo (2001:0::, server and client)
 * and ISATAP (…:0:5efe:a.b.c.d). `::1` and `::` are IPv6's own, not IPv4-compatible.
 */
export function embeddedIPv4(address: string): string[] {
  const bytes = ipv6Bytes(address)
  if (!bytes) return []
  const v4 = (at: number, flip = 0) => Array.from(bytes.subarray(at, at + 4), (byte) => byte ^ flip).join('.')
  const zero = (from: number, to: number) => bytes.subarray(from, to).every((byte) => byte === 0)
  const found: string[] = []
  if (zero(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) found.push(v4(12))
  else if (zero(0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && zero(10, 12)) found.push(v4(12))
  else if (zero(0, 12) && !(zero(12, 15) && bytes[15]! <= 1)) found.push(v4(12))
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zero(4, 12)) found.push(v4(12))
  if (bytes[0] === 0x20 && bytes[1] === 0x02) found.push(v4(2))
  if (bytes[0] === 0x20 && bytes[1] === 0x01 && zero(2, 4)) found.push(v4(4), v4(12, 0xff))
  if ((bytes[8] === 0x00 || bytes[8] === 0x02) && bytes[9] === 0x00 && bytes[10] === 0x5e && bytes[11] === 0xfe) found.push(v4(12))
  return found
}

/** The 16 bytes of an IPv6 address (zone id ignored, a trailing dotted quad allowed); undefined if it is not one. */
export function ipv6Bytes(address: string): Uint8Array | undefined {
  let text = address.replace(/^\[|\]$/g, '').split('%')[0]!.toLowerCase()
  const quad = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)
  if (quad) {
    const parts = quad.slice(1).map(Number)
    if (parts.some((part) => part > 255)) return undefined
    text = text.slice(0, quad.index) + `${((parts[0]! << 8) | parts[1]!).toString(16)}:${((parts[2]! << 8) | parts[3]!).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return undefined
  const groups = (half: string) => (half === '' ? [] : half.split(':'))
  const head = groups(halves[0]!)
  const tail = halves.length === 2 ? groups(halves[1]!) : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  const bytes = new Uint8Array(16)
  for (const [i, group] of all.entries()) {
    if (!/^[0-9a-f]{1,4}$/.test(group)) return undefined
    const value = Number.parseInt(group, 16)
    bytes[i * 2] = value >> 8
    bytes[i * 2 + 1] = value & 0xff
  }
  return bytes
}

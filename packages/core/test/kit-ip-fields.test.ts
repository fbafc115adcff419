import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { cidrBlock, ipAddress, isCidr } from '../src/index.ts'

describe('isCidr', () => {
  it('takes an address with a prefix length its family allows', () => {
    expect(isCidr('8.8.8.0/24')).toBe(true)
    expect(isCidr('0.0.0.0/0')).toBe(true)
    expect(isCidr('193.0.0.0/32')).toBe(true)
    expect(isCidr('2a00:1450::/29')).toBe(true)
    expect(isCidr('2001:67c:2e8::/128')).toBe(true)
  })
  it('refuses a length past the family, no length, a second slash or no address', () => {
    expect(isCidr('8.8.8.0/33')).toBe(false)
    expect(isCidr('2a00:1450::/129')).toBe(false)
    expect(isCidr('8.8.8.0')).toBe(false)
    expect(isCidr('8.8.8.0/')).toBe(false)
    expect(isCidr('8.8.8.0/24/1')).toBe(false)
    expect(isCidr('example.com/24')).toBe(false)
    expect(isCidr('8.8.8.0/2x')).toBe(false)
  })
})

describe('ipAddress and cidrBlock', () => {
  it('trim and lower-case what they take', () => {
    expect(v.parse(ipAddress(), ' 2001:DB8::1 ')).toBe('2001:db8::1')
    expect(v.parse(cidrBlock(), ' 2A00:1450::/29 ')).toBe('2a00:1450::/29')
  })
  it('refuse with the message given, and carry the description only when one is given', () => {
    expect(v.safeParse(ipAddress('IP'), '256.1.1.1').issues?.[0]?.message).toBe('must be an IPv4 or IPv6 address')
    expect(v.safeParse(cidrBlock('must be a CIDR prefix such as 193.0.0.0/21'), '1.2.3.4').issues?.[0]?.message).toBe('must be a CIDR prefix such as 193.0.0.0/21')
    const described = (schema: { pipe: ReadonlyArray<{ type: string }> }) => schema.pipe.some((action) => action.type === 'description')
    expect(described(ipAddress('IPv4 or IPv6 address'))).toBe(true)
    expect(described(ipAddress())).toBe(false)
    expect(described(cidrBlock())).toBe(true)
  })
})

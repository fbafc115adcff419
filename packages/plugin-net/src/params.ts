import { cidrBlock, ipAddress } from '@svc/core'
import * as v from 'valibot'

/** An AS number as `AS3333` or `3333` (32-bit), given as the number. */
export const asn = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^(AS)?\d{1,10}$/, 'must be an AS number such as AS3333 or 3333'),
  v.transform((value) => Number(value.replace(/^AS/, ''))),
  v.maxValue(4_294_967_295, 'must be at most 4294967295'),
  v.description('AS number, e.g. AS3333 or 3333'),
)

/** An IPv4 or IPv6 address. */
export const ip = ipAddress('IPv4 or IPv6 address')

/** A CIDR prefix, e.g. 193.0.0.0/21 or 2001:67c:2e8::/48. */
export const prefix = cidrBlock('must be a CIDR prefix such as 193.0.0.0/21', 'IP prefix in CIDR notation, e.g. 193.0.0.0/21')

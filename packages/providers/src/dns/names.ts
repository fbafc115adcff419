import { localSource } from '@svc/core'
import * as v from 'valibot'

/** A DNS name as callers give it: lower-cased, no trailing dot, labels of letters, digits, `-` and `_` (for _dmarc and the like). */
export const dnsName = (description: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.transform((name) => name.replace(/\.$/, '')),
    v.regex(/^(?=.{1,253}$)([a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/, 'must be a domain name such as example.com'),
    v.description(description),
  )

/** Where DNS answers come from: the resolver the host is configured with. */
export const dnsSource = () => localSource('DNS (the resolver the service is configured with)', 'https://www.rfc-editor.org/rfc/rfc1035', 'DNS records are public data published by each domain\'s operator')

import { defineOperation, lazyHandler, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import type { CleanOptions } from '../clean-url.ts'

const paramNames = v.optional(v.pipe(
  v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
  v.maxLength(50),
), [])

export default defineOperation({
  name: 'clean',
  sources: sourcesInWords('computed locally; rules from tidy-url (MIT)'),
  method: 'GET',
  description: 'Removes tracking parameters (utm_*, fbclid, gclid, mc_eid, igshid and 200+ site rules) from a URL and normalizes it (lowercase host, punycode, default port), reporting what was removed; no network.',
  input: v.object({
    url: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(8192)),
    fragment: v.optional(v.picklist(['keep', 'drop']), 'keep'),
    sortParams: v.optional(v.boolean(), false),
    unwrap: v.optional(v.boolean(), false),
    strip: paramNames,
    keep: paramNames,
  }),
  response: 'legacy',
  keywords: ['remove tracking parameters', 'strip utm', 'clean link', 'canonical url', 'normalize url', 'fbclid', 'gclid', 'punycode'],
  handler: lazyHandler<CleanOptions>(() => import('../clean-url.ts')),
})

import { defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { asn, prefix } from '../params.ts'
import { ripestat, ripestatSources, rpkiOf } from '../ripestat.ts'

export default defineOperation({
  name: 'rpki-validity',
  method: 'GET',
  description: 'RPKI route origin validation of an announcement (prefix and origin AS): valid, invalid_asn, invalid_length or unknown (no ROA), with the ROAs that decided it, from RIPEstat (RIPE NCC\'s Routinator).',
  input: v.object({ asn, prefix }),
  upstreams: [ripestat],
  sources: [ripestatSources.rpkiValidation],
  keywords: ['is this bgp route rpki valid', 'route origin authorization check', 'roa for a prefix', 'bgp hijack check'],
  example: { params: { asn: 'AS3333', prefix: '193.0.0.0/21' } },
  async handler({ input, upstream }) {
    const { url, ...result } = await rpkiOf(upstream, input.asn, input.prefix)
    return lookupAnswer(result, sourceOf(ripestat, url))
  },
})

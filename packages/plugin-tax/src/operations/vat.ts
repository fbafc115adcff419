import { defineOperation, invalidField, lookupAnswer, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { hmrc } from '../upstreams/hmrc.ts'
import { vies } from '../upstreams/vies.ts'
import { checkWithHmrc } from '../vat/hmrc.ts'
import { isUk, requesterVrn, vatNumber } from '../vat/number.ts'
import { checkInVies } from '../vat/vies.ts'

export default defineOperation({
  name: 'vat',
  cacheTtl: '1h',
  sources: sourcesInWords('EU: European Commission VIES REST API `GET /taxation_customs/vies/rest-api/ms/{country}/vat/{number}` (no key, cache 1 h). GB: HMRC "Check a UK VAT number" v2 `GET /organisations/vat/check-vat-number/lookup/{targetVrn}[/{requesterVrn}]` (OAuth client credentials, cache 1 h without a requester, none with one)'),
  method: 'GET',
  description: 'Checks a VAT identification number: EU numbers in the European Commission\'s VIES, UK (GB) numbers with HMRC. Valid or not, with the registered name and address where disclosed, and HMRC\'s consultation number when the requester gives their own UK VAT number.',
  input: v.object({
    number: vatNumber,
    requester: v.optional(requesterVrn),
  }),
  upstreams: [vies, hmrc],
  keywords: ['validate a vat number', 'check eu vat id', 'vies lookup', 'is this vat number valid', 'company name from vat number', 'check uk vat number', 'hmrc vat registration lookup', 'gb vat number'],
  // Before payment: a requester only means something to HMRC, and GB numbers need this host's HMRC credentials.
  check(input, host) {
    if (isUk(input.number)) host.needs(hmrc)
    else if (input.requester) throw invalidField('requester', 'only applies to a UK (GB) number: HMRC answers a consultation number for it')
  },
  async handler(ctx) {
    const { number, requester } = ctx.input
    const { item, source } = isUk(number) ? await checkWithHmrc(ctx, number, requester) : await checkInVies(ctx, number)
    return lookupAnswer(item, source)
  },
})

import { createError, defineOperation, forbidTogether, lookupAnswer, requireOne, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { applicationNumber, detail, wrapperAnswer } from '../odp.ts'
import { usptoOdp } from '../upstreams/uspto-odp.ts'

export default defineOperation({
  name: 'detail',
  method: 'GET',
  description: 'One U.S. patent application or granted patent (USPTO Open Data Portal) by application number or patent number: title, status, dates, applicants, inventors, examiner, art unit, CPC classes.',
  input: v.object({
    applicationNumber: v.optional(applicationNumber),
    patentNumber: v.optional(v.pipe(
      v.string(), v.trim(), v.transform((value) => value.replace(/^US/i, '').replace(/[\s,]/g, '').replace(/[A-Z]\d?$/i, '').toUpperCase()),
      v.regex(/^(\d{5,8}|(D|PP|RE|RX|H|T)\d{3,7})$/, 'must be a U.S. patent number such as 10,000,000 or D900123'),
      v.description('U.S. patent number, e.g. 10,000,000'),
    )),
  }),
  check(input) {
    requireOne(input, ['applicationNumber', 'patentNumber'])
    forbidTogether(input, 'applicationNumber', 'patentNumber')
  },
  upstreams: [usptoOdp],
  cacheTtl: '6h',
  sources: [
    { path: '/api/v1/patent/applications/{applicationNumber}' },
    { path: '/api/v1/patent/applications/search', about: 'USPTO Open Data Portal `GET /api/v1/patent/applications/search?q=applicationMetaData.patentNumber:{patentNumber}` (by patent number)' },
  ],
  keywords: ['status of a us patent application', 'patent details', 'look up a patent number', 'patent application status', 'who owns patent', 'patent examiner'],
  example: { params: { patentNumber: '9362380' } },
  async handler({ input, upstream }) {
    const client = upstream(usptoOdp)
    const response = input.applicationNumber
      ? await client.json(`/api/v1/patent/applications/${input.applicationNumber}`, { schema: wrapperAnswer, acceptStatus: [404] })
      : await client.json('/api/v1/patent/applications/search', { query: { q: `applicationMetaData.patentNumber:${input.patentNumber}`, limit: 1 }, schema: wrapperAnswer, acceptStatus: [404] })
    const record = response.status === 404 ? undefined : response.data.patentFileWrapperDataBag?.[0]
    if (!record) throw createError('NOT_FOUND', input.applicationNumber ? `no USPTO application ${input.applicationNumber}` : `no U.S. patent ${input.patentNumber}`)
    return lookupAnswer(detail(record), sourceOf(usptoOdp, response.url))
  },
})

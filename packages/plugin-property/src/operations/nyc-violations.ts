import { defineOperation, forbidTogether, invalidField, listAnswer, requireOne, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { bblSchema, binSchema, quote } from '../soql.ts'
import { DATASETS, nycOpenData } from '../upstreams/nyc-open-data.ts'
import { dobRows, dobViolation, hpdRows, hpdViolation, type Violation } from '../violation-rows.ts'

export default defineOperation({
  name: 'nyc-violations',
  cacheTtl: '6h',
  sources: sourcesInWords('DOB Violations `3h2n-5cm9`, HPD Housing Maintenance Code Violations `wvxf-dwi5`'),
  method: 'GET',
  description: 'Violations on a New York City building: Department of Buildings (DOB) violations by BIN and Housing Preservation and Development (HPD) housing maintenance code violations by BIN or BBL, open or all, newest first: type or hazard class (A, B, C), description, status and disposition.',
  input: v.object({
    bin: v.optional(binSchema),
    bbl: v.optional(bblSchema),
    agency: v.optional(v.pipe(v.picklist(['dob', 'hpd', 'all']), v.description('dob, hpd or all (default)')), 'all'),
    status: v.optional(v.pipe(v.picklist(['open', 'all']), v.description('open (default) or all')), 'open'),
    limit: rowLimit(200, 50),
  }),
  upstreams: [nycOpenData],
  keywords: ['nyc building violations', 'hpd violations', 'dob violations', 'housing code violation', 'landlord violations', 'open violations'],
  example: { params: { bin: '3012345' } },
  check(input) {
    requireOne(input, ['bin', 'bbl'])
    forbidTogether(input, 'bin', 'bbl')
    if (input.bbl && input.agency === 'dob') throw invalidField('bin', 'DOB violations are found by building (BIN), not by BBL')
  },
  async handler({ input, upstream }) {
    const client = upstream(nycOpenData)
    const items: Violation[] = []
    let url = ''
    let complete = true
    if (input.agency !== 'hpd' && input.bin) {
      // DOB: a violation without a disposition date is still open.
      const dob = await client.json(`/resource/${DATASETS.dobViolations}.json`, {
        query: { $where: `bin = ${quote(input.bin)}${input.status === 'open' ? ' AND disposition_date IS NULL' : ''}`, $order: 'issue_date DESC', $limit: input.limit },
        schema: dobRows,
      })
      url = dob.url
      complete &&= dob.data.length < input.limit
      items.push(...dob.data.map(dobViolation))
    }
    if (input.agency !== 'dob') {
      const key = input.bin ? `bin = ${quote(input.bin)}` : `bbl = ${quote(input.bbl!)}`
      const hpd = await client.json(`/resource/${DATASETS.hpdViolations}.json`, {
        query: { $where: `${key}${input.status === 'open' ? " AND violationstatus = 'Open'" : ''}`, $order: 'novissueddate DESC', $limit: input.limit },
        schema: hpdRows,
      })
      url ||= hpd.url
      complete &&= hpd.data.length < input.limit
      items.push(...hpd.data.map(hpdViolation))
    }
    items.sort((a, b) => (b.issuedDate ?? '').localeCompare(a.issuedDate ?? ''))
    const page = items.slice(0, input.limit)
    return listAnswer(page, sourceOf(nycOpenData, url || undefined), { total: complete ? items.length : null })
  },
})

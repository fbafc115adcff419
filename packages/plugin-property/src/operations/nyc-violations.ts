import { defineOperation, forbidTogether, invalidField, listAnswer, requireOne, rowLimit, sourceOf, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { bblSchema, binSchema, day, quote, text } from '../soql.ts'
import { DATASETS, nycOpenData } from '../upstreams/nyc-open-data.ts'

const dobRows = v.array(v.looseObject({
  isn_dob_bis_viol: textOrNull, number: textOrNull, violation_number: textOrNull, boro: textOrNull, bin: textOrNull, block: textOrNull, lot: textOrNull, house_number: textOrNull, street: textOrNull,
  issue_date: textOrNull, violation_type_code: textOrNull, violation_type: textOrNull, violation_category: textOrNull, description: textOrNull, disposition_date: textOrNull, disposition_comments: textOrNull, ecb_number: textOrNull,
}))
const hpdRows = v.array(v.looseObject({
  violationid: textOrNull, bin: textOrNull, bbl: textOrNull, housenumber: textOrNull, streetname: textOrNull, apartment: textOrNull, story: textOrNull, class: textOrNull,
  inspectiondate: textOrNull, novissueddate: textOrNull, novdescription: textOrNull, currentstatus: textOrNull, currentstatusdate: textOrNull, violationstatus: textOrNull, originalcorrectbydate: textOrNull,
}))

interface Violation {
  agency: 'DOB' | 'HPD'
  id: string | null
  issuedDate: string | null
  open: boolean
  status: string | null
  type: string | null
  class: string | null
  description: string | null
  address: string | null
  apartment: string | null
  story: string | null
  dispositionDate: string | null
  disposition: string | null
}

export default defineOperation({
  name: 'nyc-violations',
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
        schema: dobRows, cacheTtlMs: 6 * 3600_000,
      })
      url = dob.url
      complete &&= dob.data.length < input.limit
      items.push(...dob.data.map((row): Violation => ({
        agency: 'DOB',
        id: text(row.number) ?? text(row.isn_dob_bis_viol),
        issuedDate: day(row.issue_date),
        open: !text(row.disposition_date),
        status: text(row.violation_category),
        type: text(row.violation_type),
        class: null,
        description: text(row.description),
        address: [row.house_number, row.street].map(text).filter(Boolean).join(' ') || null,
        apartment: null,
        story: null,
        dispositionDate: day(row.disposition_date),
        disposition: text(row.disposition_comments),
      })))
    }
    if (input.agency !== 'dob') {
      const key = input.bin ? `bin = ${quote(input.bin)}` : `bbl = ${quote(input.bbl!)}`
      const hpd = await client.json(`/resource/${DATASETS.hpdViolations}.json`, {
        query: { $where: `${key}${input.status === 'open' ? " AND violationstatus = 'Open'" : ''}`, $order: 'novissueddate DESC', $limit: input.limit },
        schema: hpdRows, cacheTtlMs: 6 * 3600_000,
      })
      url ||= hpd.url
      complete &&= hpd.data.length < input.limit
      items.push(...hpd.data.map((row): Violation => ({
        agency: 'HPD',
        id: text(row.violationid),
        issuedDate: day(row.novissueddate) ?? day(row.inspectiondate),
        open: row.violationstatus === 'Open',
        status: text(row.currentstatus),
        type: 'Housing maintenance code',
        class: text(row.class),
        description: text(row.novdescription),
        address: [row.housenumber, row.streetname].map(text).filter(Boolean).join(' ') || null,
        apartment: text(row.apartment),
        story: text(row.story),
        dispositionDate: day(row.currentstatusdate),
        disposition: text(row.currentstatus),
      })))
    }
    items.sort((a, b) => (b.issuedDate ?? '').localeCompare(a.issuedDate ?? ''))
    const page = items.slice(0, input.limit)
    return listAnswer(page, sourceOf(nycOpenData, url || undefined), { total: complete ? items.length : null })
  },
})

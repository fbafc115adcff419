import { defineOperation, keyOf, listAnswer, optionalDate, requireOrder, rowLimit, sourceOf, sourcesInWords, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { amount, binSchema, day, joinBbl, text } from '../soql.ts'
import { DATASETS, nycOpenData } from '../upstreams/nyc-open-data.ts'

const permits = v.array(v.looseObject({
  borough: textOrNull, bin__: textOrNull, house__: textOrNull, street_name: textOrNull, block: textOrNull, lot: textOrNull, zip_code: textOrNull,
  job__: textOrNull, job_doc___: textOrNull, job_type: textOrNull, work_type: textOrNull, permit_status: textOrNull, filing_status: textOrNull,
  permit_type: textOrNull, permit_subtype: textOrNull, permit_sequence__: textOrNull, filing_date: textOrNull, issuance_date: textOrNull, expiration_date: textOrNull, job_start_date: textOrNull,
  permittee_s_first_name: textOrNull, permittee_s_last_name: textOrNull, permittee_s_business_name: textOrNull, permittee_s_license_type: textOrNull,
  owner_s_business_name: textOrNull, owner_s_first_name: textOrNull, owner_s_last_name: textOrNull, residential: textOrNull,
}))

/** DOB job types (BIS): A1-A3 alterations, NB new building, DM demolition, SG sign. */
const JOB_TYPES: Record<string, string> = { A1: 'Major alteration', A2: 'Minor alteration', A3: 'Minor alteration (one work type)', NB: 'New building', DM: 'Demolition', SG: 'Sign' }

/** The most rows of one building read before sorting: Socrata stores these dates as text, so they are sorted here. */
const MAX_ROWS = 2000

export default defineOperation({
  name: 'nyc-permits',
  cacheTtl: '6h',
  sources: sourcesInWords('DOB Permit Issuance `ipu4-2q9a`'),
  method: 'GET',
  description: 'Building permits NYC Department of Buildings issued for a building (DOB Permit Issuance, BIS), by BIN: job number and type (new building, alteration, demolition), work type, permit type and status, filing, issuance, expiration and start dates, permittee and owner, newest first.',
  input: v.object({
    bin: binSchema,
    jobType: v.optional(v.pipe(keyOf(JOB_TYPES), v.description('A1, A2, A3 (alterations), NB (new building), DM (demolition), SG (sign)'))),
    from: optionalDate('Issued on or after this day'),
    to: optionalDate('Issued on or before this day'),
    limit: rowLimit(200, 25),
  }),
  upstreams: [nycOpenData],
  keywords: ['nyc building permit', 'dob permit', 'construction permit', 'alteration permit', 'new building permit', 'demolition permit'],
  example: { params: { bin: '3012345' } },
  // A window that ends before it starts can only fail: refused before any 402.
  check: (input) => requireOrder(input, 'from', 'to'),
  async handler({ input, upstream }) {
    const response = await upstream(nycOpenData).json(`/resource/${DATASETS.dobPermits}.json`, {
      query: { bin__: input.bin, job_type: input.jobType, $limit: MAX_ROWS },
      schema: permits,
    })
    const rows = response.data
      .map((row) => ({
        job: text(row.job__),
        document: text(row.job_doc___),
        jobType: text(row.job_type),
        jobTypeName: JOB_TYPES[row.job_type ?? ''] ?? null,
        workType: text(row.work_type),
        permitType: text(row.permit_type),
        permitSubtype: text(row.permit_subtype),
        permitSequence: amount(row.permit_sequence__),
        permitStatus: text(row.permit_status),
        filingStatus: text(row.filing_status),
        filingDate: day(row.filing_date),
        issuedDate: day(row.issuance_date),
        expirationDate: day(row.expiration_date),
        jobStartDate: day(row.job_start_date),
        address: [row.house__, row.street_name].map(text).filter(Boolean).join(' ') || null,
        borough: text(row.borough),
        bin: text(row.bin__),
        bbl: joinBbl({ MANHATTAN: 1, BRONX: 2, BROOKLYN: 3, QUEENS: 4, 'STATEN ISLAND': 5 }[row.borough?.toUpperCase() ?? ''], row.block, row.lot),
        zip: text(row.zip_code),
        residential: row.residential === 'YES',
        permittee: { name: [row.permittee_s_first_name, row.permittee_s_last_name].map(text).filter(Boolean).join(' ') || null, business: text(row.permittee_s_business_name), licenseType: text(row.permittee_s_license_type) },
        owner: { name: [row.owner_s_first_name, row.owner_s_last_name].map(text).filter(Boolean).join(' ') || null, business: text(row.owner_s_business_name) },
      }))
      .filter((row) => (!input.from || (row.issuedDate !== null && row.issuedDate >= input.from)) && (!input.to || (row.issuedDate !== null && row.issuedDate <= input.to)))
      .sort((a, b) => (b.issuedDate ?? '').localeCompare(a.issuedDate ?? '') || (b.job ?? '').localeCompare(a.job ?? ''))
    return listAnswer(rows.slice(0, input.limit), sourceOf(nycOpenData, response.url), { total: response.data.length === MAX_ROWS ? null : rows.length })
  },
})

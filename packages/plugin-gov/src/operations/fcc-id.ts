import { createError, defineOperation, listAnswer, lookupAnswer, sourceOf, sourcesInWords, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { exactlyOne, str } from '../shared/input.ts'
import { limit, offset, text } from '../shared/params.ts'
import { fccOpenData } from '../upstreams/fcc-opendata.ts'

const registration = v.looseObject({ grantee_code: v.string(), grantee_name: textOrNull, mailing_address: textOrNull, po_box: textOrNull, city: textOrNull, state: textOrNull, country: textOrNull, zip_code: textOrNull, contact_name: textOrNull, date_received: textOrNull })
type Registration = v.InferOutput<typeof registration>
const PATH = '/resource/3b3k-34jp.json'

/** Grantee codes are 3 characters, or 5 starting with 2 (issued since 2013); the rest of an FCC ID is the product code. */
function split(fccId: string) {
  const compact = fccId.toUpperCase().replace(/[\s-]/g, '')
  const length = compact.startsWith('2') ? 5 : 3
  return { fccId: compact, granteeCode: compact.slice(0, length), productCode: compact.slice(length) || null }
}
const grantee = (row: Registration) => ({
  code: row.grantee_code, name: row.grantee_name, address: row.mailing_address, poBox: row.po_box, city: row.city, state: row.state, country: row.country, zip: row.zip_code,
  contact: row.contact_name, registered: str(row.date_received)?.slice(0, 10) ?? null,
})
const easLink = (code: string, product?: string | null) => `https://apps.fcc.gov/oetcf/eas/reports/GenericSearch.cfm?calledFromFrame=N&grantee_code=${code}${product ? `&product_code=${encodeURIComponent(product)}` : ''}`

export default defineOperation({
  name: 'fcc-id',
  sources: sourcesInWords('FCC Open Data `GET /resource/3b3k-34jp.json` (grantee registrations)'),
  method: 'GET',
  description: 'Who is behind an FCC ID (FCC equipment authorization): splits an FCC ID into grantee and product code and answers the grantee\'s registration (company, address, country, contact, date) from the FCC\'s open data, with the link to the device\'s grants; or finds grantee codes by company name.',
  input: v.object({
    fccId: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^(?:[A-Za-z0-9]{3}|2[A-Za-z0-9]{4})[- ]?[A-Za-z0-9-]{1,14}$/, 'must be an FCC ID such as BCG-E2511A or 2AOKB-A1234'), v.description('FCC ID (lookup)'))),
    granteeCode: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^(?:[A-Z0-9]{3}|2[A-Z0-9]{4})$/, 'must be a 3-character or 5-character (2xxxx) grantee code'), v.description('Grantee code (lookup)'))),
    company: text(2, 100, 'Words of the grantee (company) name'),
    limit: limit(100, 20),
    offset: offset(10_000),
  }),
  upstreams: [fccOpenData],
  keywords: ['fcc id lookup', 'who made this device', 'fcc grantee code', 'equipment authorization'],
  // One of them, before any 402: a call that can only fail is not asked to pay.
  check: (input) => void exactlyOne(input, ['fccId', 'granteeCode', 'company']),
  async handler({ input, upstream }) {
    const anchor = exactlyOne(input, ['fccId', 'granteeCode', 'company'])
    const client = upstream(fccOpenData)
    if (anchor !== 'company') {
      const parts = anchor === 'fccId' ? split(input.fccId!) : { fccId: null, granteeCode: input.granteeCode!, productCode: null }
      const response = await client.json(PATH, { query: { grantee_code: parts.granteeCode }, schema: v.array(registration) })
      const row = response.data[0]
      if (!row) throw createError('NOT_FOUND', `No FCC grantee registration for code ${parts.granteeCode} (the open data registry is not updated for every new grantee)`)
      const item = { ...parts, grantee: grantee(row), grantsUrl: easLink(parts.granteeCode, parts.productCode) }
      return lookupAnswer(item, sourceOf(fccOpenData, response.url), { mode: 'lookup' })
    }
    // SoQL: the name words go in a quoted literal, single quotes doubled.
    const words = input.company!.toUpperCase().replace(/'/g, "''").replace(/[%_]/g, ' ')
    const response = await client.json(PATH, {
      query: { $where: `upper(grantee_name) like '%${words}%'`, $order: 'grantee_code', $limit: input.limit, $offset: input.offset },
      schema: v.array(registration),
    })
    const items = response.data.map((row) => ({ fccId: null, granteeCode: row.grantee_code, productCode: null, grantee: grantee(row), grantsUrl: easLink(row.grantee_code) }))
    return listAnswer(items, sourceOf(fccOpenData, response.url), { total: null, mode: 'list' })
  },
})

import { createError, defineOperation, invalidField, listAnswer, rateLimitedAnswer, sourceOf, sourcesInWords, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { num } from '../shared/input.ts'
import { integer, limit, offset, text } from '../shared/params.ts'
import { bop } from '../upstreams/bop.ts'

// A throttled client gets `{Captcha: true}` without rows; otherwise the row list is always there.
const answer = v.object({
  Captcha: v.optional(v.boolean(), false),
  InmateLocator: v.array(v.looseObject({
    nameFirst: textOrNull, nameMiddle: textOrNull, nameLast: textOrNull, suffix: textOrNull, age: v.nullish(v.union([v.string(), v.number()]), null), race: textOrNull, sex: textOrNull,
    releaseCode: textOrNull, actRelDate: textOrNull, projRelDate: textOrNull, faclCode: textOrNull, faclName: textOrNull, faclType: textOrNull, faclURL: textOrNull, inmateNum: textOrNull,
  })),
})
const challenge = v.object({ Captcha: v.literal(true) })
/**
 * The locator answers a captcha challenge (with 200) instead of data when it throttles a client: its rate limit, answered
 * as a 429 would be and never kept for the 6 h TTL. Module level, so an answer kept is asked once.
 */
const notThrottled = (data: unknown) => (data && typeof data === 'object' && !('InmateLocator' in data) ? rateLimitedAnswer('the BOP inmate locator is asking this host for a captcha') : undefined)
/** BOP writes dates `MM/DD/YYYY`. */
const isoDay = (value: string | null) => (value && /^\d{2}\/\d{2}\/\d{4}$/.test(value) ? `${value.slice(6)}-${value.slice(0, 2)}-${value.slice(3, 5)}` : value || null)

export default defineOperation({
  name: 'inmate-locator',
  cacheTtl: '6h',
  sources: sourcesInWords('BOP `GET /PublicInfo/execute/inmateloc?output=json`'),
  method: 'GET',
  description: 'Finds people in federal prison custody, or released since 1982, with the Federal Bureau of Prisons inmate locator: by register number or by name with age, race and sex; name, register number, age, race, sex, facility (code, name, type), projected or actual release date.',
  input: v.object({
    number: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{5}-?\d{3}$/, 'must be a BOP register number such as 12345-678'), v.description('BOP register number'))),
    firstName: text(1, 60, 'First name'),
    lastName: text(1, 60, 'Last name'),
    middleName: text(1, 60, 'Middle name'),
    age: integer(14, 120, 'Age'),
    race: v.optional(v.pipe(v.picklist(['W', 'B', 'A', 'I']), v.description('W white, B black, A asian, I american indian'))),
    sex: v.optional(v.pipe(v.picklist(['M', 'F']), v.description('M or F'))),
    limit: limit(100, 25),
    offset: offset(10_000),
  }),
  upstreams: [bop],
  keywords: ['federal inmate search', 'bop inmate locator', 'is this person in prison', 'release date federal prisoner'],
  // Neither a number nor a whole name can only fail: the 400 comes before any 402.
  check: (input) => {
    if (!input.number && (!input.firstName || !input.lastName)) throw invalidField(input.firstName ? 'lastName' : 'firstName', `${input.firstName ? 'lastName' : 'firstName'}: give a register number, or first and last name`)
  },
  async handler({ input, upstream }) {
    const number = input.number && (input.number.includes('-') ? input.number : `${input.number.slice(0, 5)}-${input.number.slice(5)}`)
    const response = await upstream(bop).json('/PublicInfo/execute/inmateloc', {
      query: number
        ? { todo: 'query', output: 'json', inmateNumType: 'IRN', inmateNum: number }
        : { todo: 'query', output: 'json', nameFirst: input.firstName, nameMiddle: input.middleName, nameLast: input.lastName, age: input.age, race: input.race, sex: input.sex },
      schema: v.union([challenge, answer]),
      accept: notThrottled,
    })
    // The challenge never gets here (`notThrottled`); narrowed for the reading below.
    if (!('InmateLocator' in response.data)) throw createError('UPSTREAM_RATE_LIMIT', 'The BOP inmate locator is asking this host for a captcha; try again later')
    const rows = response.data.InmateLocator
    const items = rows.slice(input.offset, input.offset + input.limit).map((row) => ({
      registerNumber: row.inmateNum,
      name: [row.nameFirst, row.nameMiddle, row.nameLast, row.suffix].filter(Boolean).join(' '),
      firstName: row.nameFirst, middleName: row.nameMiddle || null, lastName: row.nameLast, suffix: row.suffix || null,
      age: num(row.age), race: row.race, sex: row.sex,
      inCustody: !row.actRelDate,
      releaseCode: row.releaseCode || null,
      projectedRelease: isoDay(row.projRelDate), actualRelease: isoDay(row.actRelDate),
      facility: row.faclCode || row.faclName ? { code: row.faclCode, name: row.faclName, type: row.faclType, url: row.faclURL ? `https://www.bop.gov${row.faclURL}` : null } : null,
    }))
    return listAnswer(items, sourceOf(bop, response.url), { total: rows.length })
  },
})

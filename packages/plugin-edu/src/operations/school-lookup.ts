import { createError, defineOperation, listAnswer, numberOrNull, optionalText, requireOne, rowLimit, sourceOf, sourcesInWords, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { educationData } from '../upstreams/education-data.ts'

const school = v.looseObject({
  ncessch: v.union([v.string(), v.number()]), school_name: v.string(), leaid: v.nullish(v.union([v.string(), v.number()]), null), lea_name: textOrNull,
  street_location: textOrNull, city_location: textOrNull, state_location: textOrNull, zip_location: textOrNull, phone: textOrNull, latitude: numberOrNull, longitude: numberOrNull,
  school_level: numberOrNull, school_type: numberOrNull, school_status: numberOrNull, charter: numberOrNull, magnet: numberOrNull, virtual: numberOrNull, title_i_eligible: numberOrNull,
  lowest_grade_offered: numberOrNull, highest_grade_offered: numberOrNull, enrollment: numberOrNull, teachers_fte: numberOrNull, free_or_reduced_price_lunch: numberOrNull, urban_centric_locale: numberOrNull,
})
const answer = v.object({ count: v.number(), results: v.array(school) })

/** The portal's codes (https://educationdata.urban.org/documentation/schools.html): negative values mean missing or not applicable. */
const LEVELS: Record<number, string> = { 1: 'primary', 2: 'middle', 3: 'high', 4: 'other' }
const TYPES: Record<number, string> = { 1: 'regular', 2: 'special education', 3: 'vocational', 4: 'alternative' }
const STATUS: Record<number, string> = { 1: 'open', 2: 'closed', 3: 'new', 4: 'added', 5: 'changed agency', 6: 'inactive', 7: 'future', 8: 'reopened' }
const grade = (value: number | null) => (value === null || value < -1 ? null : value === -1 ? 'PK' : value === 0 ? 'K' : String(value))
const count = (value: number | null) => (value === null || value < 0 ? null : value)
const flag = (value: number | null) => (value === 1 ? true : value === 0 ? false : null)

export default defineOperation({
  name: 'school-lookup',
  cacheTtl: '7d',
  sources: sourcesInWords('`education-data`: educationdata.urban.org `/api/v1/schools/ccd/directory/{year}/` (no key)'),
  method: 'GET',
  description: 'U.S. public K-12 schools from the NCES Common Core of Data (via the Urban Institute Education Data API): by NCES school id, ZIP code or school district id, optionally by level and name; address, phone, district, grades, level and type, charter and magnet, enrollment, teachers, free or reduced-price lunch and coordinates.',
  input: v.object({
    ncessch: v.optional(v.pipe(v.string(), v.regex(/^\d{12}$/, 'must be a 12-digit NCES school id'), v.description('NCES school id, 12 digits'))),
    zip: v.optional(v.pipe(v.string(), v.regex(/^\d{5}$/, 'must be a 5-digit ZIP code'), v.description('ZIP code of the school'))),
    district: v.optional(v.pipe(v.string(), v.regex(/^\d{7}$/, 'must be a 7-digit NCES district (LEA) id'), v.description('NCES school district (LEA) id, 7 digits'))),
    level: v.optional(v.pipe(v.picklist(['primary', 'middle', 'high', 'other']), v.description('primary, middle, high or other'))),
    name: optionalText(2, 100, 'Words of the school name'),
    year: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1986), v.maxValue(2030), v.description('School year (fall), default 2022, the latest the portal covers at release')), 2022),
    limit: rowLimit(100, 25, 'Schools to answer (1-100, default 25)'),
  }),
  upstreams: [educationData],
  keywords: ['k-12 school', 'public school near me', 'school enrollment', 'school district', 'nces school id', 'high school lookup'],
  example: { params: { zip: '80202' } },
  check: (input) => requireOne(input, ['ncessch', 'zip', 'district']),
  async handler({ input, upstream }) {
    const level = input.level ? Object.entries(LEVELS).find(([, name]) => name === input.level)![0] : undefined
    const response = await upstream(educationData).json(`/api/v1/schools/ccd/directory/${input.year}/`, {
      query: { ncessch: input.ncessch, zip_location: input.zip, leaid: input.district, school_level: level },
      schema: answer,
    })
    const words = input.name?.toLowerCase().split(/\s+/) ?? []
    const rows = response.data.results.filter((row) => words.every((word) => row.school_name.toLowerCase().includes(word)))
    if (input.ncessch && rows.length === 0) throw createError('NOT_FOUND', `ncessch: the Common Core of Data has no school ${input.ncessch} in ${input.year}`)
    const items = rows.slice(0, input.limit).map((row) => ({
      ncessch: String(row.ncessch).padStart(12, '0'),
      name: row.school_name,
      districtId: row.leaid === null ? null : String(row.leaid).padStart(7, '0'),
      district: row.lea_name,
      address: row.street_location,
      city: row.city_location,
      state: row.state_location,
      zip: row.zip_location,
      phone: row.phone,
      level: LEVELS[row.school_level ?? 0] ?? null,
      type: TYPES[row.school_type ?? 0] ?? null,
      status: STATUS[row.school_status ?? 0] ?? null,
      lowestGrade: grade(row.lowest_grade_offered),
      highestGrade: grade(row.highest_grade_offered),
      charter: flag(row.charter),
      magnet: flag(row.magnet),
      virtual: flag(row.virtual),
      titleIEligible: flag(row.title_i_eligible),
      enrollment: count(row.enrollment),
      teachersFte: count(row.teachers_fte),
      freeOrReducedLunch: count(row.free_or_reduced_price_lunch),
      lat: row.latitude,
      lon: row.longitude,
      year: input.year,
    }))
    return listAnswer(items, sourceOf(educationData, response.url), { mode: input.ncessch ? 'lookup' : 'list', total: words.length > 0 ? rows.length : response.data.count })
  },
})

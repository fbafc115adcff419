import { defineOperation, listAnswer, numberOrNull, optionalText, requireOne, rowLimit, sourceOf, sourcesInWords, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { fsaRatings } from '../upstreams/fsa.ts'

/** GET /Establishments (API version 2): `{establishments: [...], meta: {totalCount, ...}}`. */
const answer = v.object({
  establishments: v.array(v.object({
    FHRSID: v.number(),
    BusinessName: textOrNull,
    BusinessType: textOrNull,
    AddressLine1: textOrNull, AddressLine2: textOrNull, AddressLine3: textOrNull, AddressLine4: textOrNull,
    PostCode: textOrNull,
    RatingValue: v.nullish(v.union([v.string(), v.number()]), null),
    RatingDate: textOrNull,
    LocalAuthorityName: textOrNull,
    SchemeType: textOrNull,
    NewRatingPending: v.nullish(v.union([v.boolean(), v.string()]), null),
    scores: v.nullish(v.object({ Hygiene: numberOrNull, Structural: numberOrNull, ConfidenceInManagement: numberOrNull }), null),
    geocode: v.nullish(v.object({ longitude: v.nullish(v.union([v.string(), v.number()]), null), latitude: v.nullish(v.union([v.string(), v.number()]), null) }), null),
  })),
  meta: v.nullish(v.object({ totalCount: numberOrNull }), null),
})
const words = (description: string) => optionalText(2, 100, description)
const coordinate = (value: string | number | null | undefined) => (value == null || value === '' || !Number.isFinite(Number(value)) ? null : Number(value))

export default defineOperation({
  name: 'hygiene-uk',
  cacheTtl: '6h',
  sources: sourcesInWords('FSA `GET /Establishments` (API version 2)'),
  method: 'GET',
  description: 'Food hygiene ratings of UK restaurants, takeaways, shops and other food businesses (Food Standards Agency) by business name, address words or postcode: rating 0-5 (or pass / improvement required in Scotland), inspection date, scores and location.',
  input: v.object({
    name: words('Business name words, e.g. Pret A Manger'),
    address: words('Address words, e.g. Oxford Street London'),
    postcode: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{1,2}\d[A-Z\d]?( ?\d[A-Z]{2})?$/, 'must be a UK postcode or its outward part, e.g. SW1A 1AA or SW1A'), v.description('UK postcode or its outward part'))),
    limit: rowLimit(100, 20),
  }),
  check(input) {
    requireOne(input, ['name', 'address', 'postcode'])
  },
  upstreams: [fsaRatings],
  keywords: ['restaurant hygiene rating uk', 'food safety score of a takeaway', 'scores on the doors', 'fhrs rating'],
  // A common word with a central London postcode: the live register holds many such cafes.
  example: { params: { name: 'cafe', postcode: 'SW1A', limit: 2 } },
  async handler({ input, upstream }) {
    // The API's `address` matches address lines and postcode alike.
    const address = [input.address, input.postcode].filter(Boolean).join(' ') || undefined
    const query = { name: input.name, address, pageSize: input.limit, pageNumber: 1 }
    const { data, url } = await upstream(fsaRatings).json('/Establishments', { query, schema: answer })
    const items = data.establishments.map((row) => ({
      id: row.FHRSID,
      name: row.BusinessName,
      type: row.BusinessType,
      address: [row.AddressLine1, row.AddressLine2, row.AddressLine3, row.AddressLine4].filter((line) => line?.trim()).join(', ') || null,
      postcode: row.PostCode || null,
      rating: row.RatingValue == null ? null : String(row.RatingValue),
      ratingDate: row.RatingDate && /^\d{4}-\d{2}-\d{2}/.test(row.RatingDate) ? row.RatingDate.slice(0, 10) : null,
      scheme: row.SchemeType,
      newRatingPending: row.NewRatingPending === true || row.NewRatingPending === 'true' || row.NewRatingPending === 'True',
      scores: { hygiene: row.scores?.Hygiene ?? null, structural: row.scores?.Structural ?? null, management: row.scores?.ConfidenceInManagement ?? null },
      localAuthority: row.LocalAuthorityName,
      lat: coordinate(row.geocode?.latitude),
      lon: coordinate(row.geocode?.longitude),
      url: `https://ratings.food.gov.uk/business/${row.FHRSID}`,
    }))
    return listAnswer(items, sourceOf(fsaRatings, url), { total: data.meta?.totalCount ?? null })
  },
})

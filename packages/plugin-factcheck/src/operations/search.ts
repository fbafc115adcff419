import { dayMember, defineOperation, listAnswer, requiredText, rowLimit, sourceOf, sourcesInWords, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { googleFactCheck } from '../upstreams/google-factcheck.ts'

const text = textOrNull
/** GET /v1alpha1/claims:search -> `{claims: [{text, claimant, claimDate, claimReview: [...]}], nextPageToken}`; `{}` when nothing matches. */
const answer = v.pipe(
  v.record(v.string(), v.unknown()),
  v.check((data) => Object.keys(data).length === 0 || Array.isArray(data.claims), 'claims: missing'),
  v.object({
    claims: v.nullish(v.array(v.object({
      text: text,
      claimant: text,
      claimDate: text,
      claimReview: v.nullish(v.array(v.object({
        publisher: v.nullish(v.object({ name: text, site: text }), null),
        url: text,
        title: text,
        reviewDate: text,
        textualRating: text,
        languageCode: text,
      })), []),
    })), []),
    nextPageToken: text,
  }),
)

export default defineOperation({
  name: 'search',
  cacheTtl: '1h',
  sources: sourcesInWords('Google Fact Check Tools `GET /v1alpha1/claims:search`'),
  method: 'GET',
  description: 'Searches published fact checks of claims (Google Fact Check Tools, ClaimReview from fact-checking organisations): the claim, who made it, and each review with its rating, publisher, date and URL.',
  input: v.object({
    query: requiredText(2, 300, 'Words of the claim, e.g. 5g causes covid'),
    language: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[a-zA-Z]{2,3}(-[a-zA-Z]{2})?$/, 'must be a BCP-47 language code such as en or pt-BR'), v.description('Only reviews in this language (BCP-47), e.g. en'))),
    publisher: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a site such as politifact.com'), v.description('Only reviews by this publisher site, e.g. politifact.com'))),
    maxAgeDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(36_500), v.description('Only reviews from the last this many days'))),
    limit: rowLimit(50, 10),
  }),
  upstreams: [googleFactCheck],
  keywords: ['is this claim true', 'fact check a claim', 'debunked', 'politifact snopes rating', 'misinformation check'],
  example: { params: { query: 'seawater flu', language: 'en', limit: 2 } },
  async handler({ input, upstream }) {
    const query = { query: input.query, languageCode: input.language, reviewPublisherSiteFilter: input.publisher, maxAgeDays: input.maxAgeDays, pageSize: input.limit }
    const { data, url } = await upstream(googleFactCheck).json('/v1alpha1/claims:search', { query, schema: answer })
    const items = (data.claims ?? []).slice(0, input.limit).map((claim) => ({
      claim: claim.text,
      claimant: claim.claimant,
      claimDate: dayMember(claim.claimDate),
      reviews: (claim.claimReview ?? []).map((review) => ({
        rating: review.textualRating,
        publisher: review.publisher?.name ?? null,
        site: review.publisher?.site ?? null,
        title: review.title,
        date: dayMember(review.reviewDate),
        language: review.languageCode,
        url: review.url,
      })),
    }))
    // The API gives no count; a next page token says there are more.
    return { ...listAnswer(items, sourceOf(googleFactCheck, url), { total: data.nextPageToken ? null : items.length }), more: Boolean(data.nextPageToken) }
  },
})

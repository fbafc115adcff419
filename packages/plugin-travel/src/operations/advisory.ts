import { createError, defineOperation, listAnswer, optionalText, sourceOf, sourcesInWords, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { stateDept } from '../upstreams/state-dept.ts'

const feed = v.array(v.looseObject({
  Title: v.string(),
  Link: textOrNull,
  Category: v.nullish(v.array(v.string()), []),
  Summary: textOrNull,
  id: textOrNull,
  Published: textOrNull,
  Updated: textOrNull,
}))

/** The four advisory levels, as titles spell them ("Mexico - Level 2: Exercise Increased Caution"). */
const LEVELS: Record<number, string> = { 1: 'Exercise Normal Precautions', 2: 'Exercise Increased Caution', 3: 'Reconsider Travel', 4: 'Do Not Travel' }
const TITLE = /^(.*?)\s+[-–]\s+Level\s+([1-4])\s*:\s*(.+)$/i

/** Plain text of the summary's HTML: tags dropped, the common entities decoded, blank runs collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/div)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;|&rsquo;|&lsquo;/g, "'").replace(/&ldquo;|&rdquo;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>')
    .replace(/[ \t]+/g, ' ').replace(/\s*\n\s*/g, '\n').replace(/\n{2,}/g, '\n').trim()
}

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim()

export default defineOperation({
  name: 'advisory',
  cacheTtl: '3h',
  sources: sourcesInWords('`state-dept-advisories`: cadataapi.state.gov `/api/TravelAdvisories` (no key)'),
  method: 'GET',
  description: 'U.S. Department of State travel advisories: a country\'s current level (1 Exercise Normal Precautions to 4 Do Not Travel), its summary of risks, publication and update dates and link; or every country at a level.',
  input: v.object({
    country: optionalText(2, 60, 'Country name (e.g. Mexico) or the 2-letter code the feed tags it with'),
    level: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4), v.description('Only advisories at this level (1-4)'))),
    summary: v.optional(v.pipe(v.boolean(), v.description('Include the summary text (default true for a country, false for a list)'))),
  }),
  upstreams: [stateDept],
  keywords: ['travel advisory', 'is it safe to travel', 'do not travel countries', 'state department warning', 'travel warning level'],
  example: { params: { country: 'Mexico' } },
  async handler({ input, upstream }) {
    const response = await upstream(stateDept).json('/api/TravelAdvisories', { schema: feed })
    const advisories = response.data.map((entry) => {
      const title = TITLE.exec(entry.Title.trim())
      const level = title ? Number(title[2]) : null
      return {
        country: title ? title[1]!.trim() : entry.Title.trim(),
        codes: entry.Category ?? [],
        level,
        levelName: level ? LEVELS[level]! : null,
        title: entry.Title.trim(),
        summary: entry.Summary ? plainText(entry.Summary) : null,
        published: entry.Published?.slice(0, 10) ?? null,
        updated: entry.Updated?.slice(0, 10) ?? null,
        url: entry.Link,
      }
    })
    let items = advisories
    if (input.country) {
      const wanted = fold(input.country)
      const code = input.country.toUpperCase()
      items = items.filter((one) => one.codes.includes(code) || fold(one.country) === wanted)
      // No exact name: a country whose name holds the words ("Korea" -> South Korea, North Korea).
      if (items.length === 0) items = advisories.filter((one) => fold(one.country).includes(wanted))
      if (items.length === 0) throw createError('NOT_FOUND', `country: the State Department has no advisory for "${input.country}"`)
    }
    if (input.level !== undefined) items = items.filter((one) => one.level === input.level)
    items.sort((a, b) => a.country.localeCompare(b.country))
    const withSummary = input.summary ?? input.country !== undefined
    return listAnswer(withSummary ? items : items.map(({ summary: _, ...rest }) => rest), sourceOf(stateDept, response.url), { mode: input.country ? 'lookup' : 'list' })
  },
})

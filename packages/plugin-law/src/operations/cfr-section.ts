import { createError, defineOperation, durationMs, durationText, type Duration, invalidField, lookupAnswer, sourceOf, optionalDate, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { checkSectionTarget, type CodeOfLaw, sectionFields, sectionTarget } from '../code-section.ts'
import { markupToText } from '../courtlistener/text.ts'
import { ecfr } from '../upstreams/ecfr.ts'

/** A past day's text does not change: kept longer than the latest (the operation's `cacheTtl`). */
const PAST_DAY_TTL: Duration = '7d'
const CFR: CodeOfLaw = {
  name: 'CFR',
  titles: 50,
  /** A section number: the part, a dot, the section within it (1.1, 240.10b-5, 1910.1200, 52.21). */
  section: /^(\d{1,5}[A-Z]?)\.(\d[0-9A-Za-z.-]{0,30})$/,
  sectionMessage: 'must be a section number: part, dot, section, e.g. 240.10b-5',
  sectionExample: '240.10b-5',
  /** "17 CFR 240.10b-5", "17 C.F.R. § 240.10b-5". */
  citation: /^(\d{1,2})\s*C\.?\s*F\.?\s*R\.?\s*(?:§+|part|sec\.?|section)?\s*(\d{1,5}[A-Z]?\.\d[0-9A-Za-z.-]{0,30})$/i,
  citationExample: '17 CFR 240.10b-5',
}

/** `GET /api/versioner/v1/titles.json`: each title's latest date (`up_to_date_as_of`), reserved titles flagged. */
const titles = v.object({ titles: v.array(v.object({ number: v.number(), name: v.string(), up_to_date_as_of: textOrNull, latest_amended_on: textOrNull, reserved: v.optional(v.boolean(), false) })) })

/** The section's XML (DIV8 TYPE="SECTION"): heading, paragraphs, source note. */
function parseSection(xml: string) {
  const head = xml.match(/<HEAD>([\s\S]*?)<\/HEAD>/)?.[1]
  const cita = xml.match(/<CITA[^>]*>([\s\S]*?)<\/CITA>/)?.[1]
  const body = xml.replace(/<HEAD>[\s\S]*?<\/HEAD>/, '').replace(/<CITA[^>]*>[\s\S]*?<\/CITA>/g, '')
  const paragraphs = [...body.matchAll(/<(P|FP)[^>]*>([\s\S]*?)<\/\1>/g)].map((match) => markupToText(match[2]!)).filter(Boolean)
  return {
    heading: head ? markupToText(head).replace(/\s+/g, ' ') : null,
    paragraphs,
    text: paragraphs.length ? paragraphs.join('\n') : markupToText(body),
    sourceNote: cita ? markupToText(cita).replace(/\s+/g, ' ') : null,
  }
}

export default defineOperation({
  name: 'cfr-section',
  method: 'GET',
  description: 'One section of the Code of Federal Regulations (CFR) from the eCFR, current or as of a past date: heading, text paragraph by paragraph, source note, the date of the version, and the eCFR link. By title and section (17, 240.10b-5) or a citation (17 CFR 240.10b-5).',
  input: v.object({
    ...sectionFields(CFR),
    date: optionalDate('The version in force on this day (default the latest)'),
  }),
  upstreams: [ecfr],
  cacheTtl: '6h',
  sources: [{ path: '/api/versioner/v1/titles.json' }, { path: '/api/versioner/v1/full/{date}/title-{n}.xml', about: `eCFR versioner \`GET /api/versioner/v1/full/{date}/title-{n}.xml\` (a past \`date\` asked: kept ${durationText(durationMs(PAST_DAY_TTL)!)})` }],
  keywords: ['federal regulation text', 'code of federal regulations section', 'cfr citation lookup', 'what does the regulation say'],
  example: { params: { title: 17, section: '240.10b-5' } },
  check: (input) => checkSectionTarget(CFR, input),
  async handler({ input, upstream }) {
    const { title, section } = sectionTarget(CFR, input)
    const client = upstream(ecfr)
    const list = await client.json('/api/versioner/v1/titles.json', { schema: titles })
    const entry = list.data.titles.find((row) => row.number === title)
    if (!entry || entry.reserved || !entry.up_to_date_as_of) throw createError('NOT_FOUND', `title: CFR title ${title} is reserved (it has no text)`)
    const latest = entry.up_to_date_as_of
    if (input.date && input.date > latest) throw invalidField('date', `the eCFR of title ${title} is up to date as of ${latest}: give that day or an earlier one`)
    const date = input.date ?? latest
    const part = section.split('.')[0]!
    const response = await client.text(`/api/versioner/v1/full/${date}/title-${title}.xml`, { query: { part, section }, headers: { accept: 'application/xml' }, acceptStatus: [404], ...(input.date ? { cacheTtlMs: durationMs(PAST_DAY_TTL) } : {}) })
    if (response.status === 404 || !/<DIV8\b/.test(response.data)) throw createError('NOT_FOUND', `section: ${title} CFR ${section} is not in the eCFR on ${date}`)
    const parsed = parseSection(response.data)
    return lookupAnswer({
      title,
      titleName: entry.name,
      part,
      section,
      citation: `${title} CFR ${section}`,
      ...parsed,
      date,
      latestAmendedOn: entry.latest_amended_on,
      url: input.date ? `https://www.ecfr.gov/on/${date}/title-${title}/section-${section}` : `https://www.ecfr.gov/current/title-${title}/section-${section}`,
    }, sourceOf(ecfr, response.url))
  },
})

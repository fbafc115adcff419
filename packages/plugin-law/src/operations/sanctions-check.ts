import { defineOperation, listAnswer, runSection, sectionData, requiredText } from '@svc/core'
import { screeningList, screeningSource, screenName } from '@svc/providers/sanctions'
import * as v from 'valibot'

const name = requiredText(2, 200, 'A person or organization name')

export default defineOperation({
  name: 'sanctions-check',
  method: 'POST',
  description: "Screens names of people and organizations against the U.S. Consolidated Screening List (OFAC SDN and non-SDN sanctions lists, BIS Entity, Denied Persons and Unverified lists, State Department lists) with fuzzy name matching: per name a flagged verdict at the threshold, the best score (0-1) and its label, and the candidate entries with the name they matched, list, programs, type and countries. One name failing is reported on its own.",
  input: v.object({
    names: v.pipe(v.array(name), v.minLength(1), v.maxLength(25), v.description('Names to screen (1-25)')),
    threshold: v.optional(v.pipe(v.number(), v.minValue(0.5), v.maxValue(1), v.description('Name similarity that flags a hit (0.5-1, default 0.85)')), 0.85),
  }),
  upstreams: [screeningList],
  sources: [screeningSource],
  keywords: ['ofac sanctions check', 'is this person sanctioned', 'sdn list screening', 'denied party screening', 'export control screening'],
  example: { params: { names: ['Havin Bank Limited'] } },
  async handler({ input, upstream }) {
    const client = upstream(screeningList)
    const unique = [...new Set(input.names)]
    const screens = await Promise.all(unique.map((one) => runSection(() => screenName(client, one, input.threshold), { found: (screen) => screen.flagged, failure: `${screeningList.name} could not be asked` })))
    // Nothing answered: the call fails (not charged).
    const failed = screens.find((part) => part.status === 'error')
    if (failed && screens.every((part) => part.status === 'error')) throw failed.error
    const items = screens.map((part, index) => (part.status === 'error'
      ? { name: unique[index]!, status: 'error' as const, message: part.message, flagged: null, confidence: null, label: null, hits: [] }
      : { name: part.data.name, status: part.status, flagged: part.data.flagged, confidence: part.data.confidence, label: part.data.label, hits: part.data.hits }))
    const answered = screens.map(sectionData).find((screen) => screen !== null)
    return {
      ...listAnswer(items, { provider: screeningList.name, url: answered?.url ?? screeningList.docsUrl!, license: screeningList.license! }),
      summary: { screened: items.length, flagged: items.filter((item) => item.flagged === true).length, errors: items.filter((item) => item.status === 'error').length },
      note: 'Screening is name-based and probabilistic: a flag is a candidate to review, not a determination. Lists as published on the Consolidated Screening List.',
    }
  },
})

import { defineOperation, listAnswer, sourceOf, requiredText } from '@svc/core'
import * as v from 'valibot'
import { citationLookupSource, lookUpCitations, MAX_TEXT, match, type Outcome } from '../courtlistener/citations.ts'
import { courtListener } from '../upstreams/courtlistener.ts'

export default defineOperation({
  name: 'citation-check',
  method: 'POST',
  description: 'Finds every case-law citation in a text (a brief, a memo, an AI answer) and checks each against CourtListener: found (with the matching case), not found (possibly hallucinated), ambiguous, unknown reporter, or not checked past the per-request limit; with its position in the text and normalized form. Statutes, id. and supra citations are not checked.',
  input: v.object({
    text: requiredText(5, MAX_TEXT, `The text whose citations to check (5-${MAX_TEXT} characters)`),
  }),
  upstreams: [courtListener],
  sources: [citationLookupSource],
  keywords: ['check citations in a brief', 'find hallucinated case citations', 'are these cases real', 'verify legal citations', 'fake case detection'],
  example: { params: { text: 'Obergefell v. Hodges, 576 U.S. 644 (2015), established the right to marry.' } },
  async handler({ input, upstream }) {
    const { citations, url } = await lookUpCitations(upstream(courtListener), input.text)
    const items = citations.map((cite) => ({
      citation: cite.citation,
      normalized: cite.normalized,
      start: cite.start,
      end: cite.end,
      outcome: cite.outcome,
      message: cite.message,
      matches: cite.clusters.map(match),
    }))
    const count = (outcome: Outcome) => citations.filter((cite) => cite.outcome === outcome).length
    const summary = { found: count('found'), notFound: count('not-found'), ambiguous: count('ambiguous'), invalidReporter: count('invalid-reporter'), notChecked: count('not-checked') }
    return { ...listAnswer(items, sourceOf(courtListener, url)), summary }
  },
})

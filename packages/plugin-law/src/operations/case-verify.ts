import { defineOperation, listAnswer, sourceOf, optionalText } from '@svc/core'
import { nameSimilarity } from '@svc/providers/sanctions'
import * as v from 'valibot'
import { citationLookupSource, type LookedUp, lookUpCitations, match } from '../courtlistener/citations.ts'
import type { Cluster } from '../courtlistener/records.ts'
import { courtListener } from '../upstreams/courtlistener.ts'

/** Case-name similarity (0-1) from which a found case counts as the one named. */
const NAME_MATCH = 0.6

const claimed = v.object({
  citation: v.pipe(v.string(), v.trim(), v.minLength(5), v.maxLength(120), v.regex(/^[^\r\n]+$/, 'must be one line'), v.description('The reporter citation, e.g. 576 U.S. 644')),
  caseName: optionalText(3, 300, 'The case name the citation is given for, e.g. Obergefell v. Hodges'),
  year: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1650), v.maxValue(2100), v.description('The year given with the citation'))),
})
type Claim = v.InferOutput<typeof claimed>

const nameScore = (claim: Claim, cluster: Cluster) =>
  claim.caseName ? Math.max(...[cluster.case_name, cluster.case_name_full].filter((name): name is string => Boolean(name)).map((name) => nameSimilarity(claim.caseName!, name)), 0) : null

/** Judges one claimed case against what the lookup found at its place in the text. */
function verdict(claim: Claim, found: LookedUp | undefined) {
  if (!found) return { verdict: 'unparsed', reason: 'no case citation recognized (statutes, id. and supra are not checked)', lookup: null, matches: [] }
  const base = { lookup: found.outcome, normalized: found.normalized }
  if (found.outcome !== 'found' && found.outcome !== 'ambiguous') {
    const reason = { 'not-found': 'the citation is well formed but no case is reported there: possibly fabricated', 'invalid-reporter': 'the reporter abbreviation is not a known reporter', 'not-checked': 'not looked up (per-request limit)' }[found.outcome]
    return { ...base, verdict: found.outcome, reason: found.message ?? reason, matches: [] }
  }
  const scored = found.clusters.map((cluster) => {
    const name = nameScore(claim, cluster)
    const year = claim.year === undefined || !cluster.date_filed ? null : Number(cluster.date_filed.slice(0, 4)) === claim.year
    return { cluster, name, year, fits: (name === null || name >= NAME_MATCH) && year !== false }
  }).sort((a, b) => Number(b.fits) - Number(a.fits) || (b.name ?? 0) - (a.name ?? 0))
  const fitting = scored.filter((entry) => entry.fits)
  const matches = scored.map((entry) => ({ ...match(entry.cluster), nameScore: entry.name, yearMatches: entry.year }))
  if (fitting.length === 1 || (fitting.length > 1 && found.outcome === 'found')) return { ...base, verdict: 'verified', reason: null, matches }
  if (fitting.length > 1) return { ...base, verdict: 'ambiguous', reason: 'several reported cases share this citation; give the case name to tell them apart', matches }
  const best = scored[0]!
  const reason = best.name !== null && best.name < NAME_MATCH
    ? `the citation exists but belongs to ${best.cluster.case_name ?? 'another case'}, not ${claim.caseName}`
    : `the case was decided in ${best.cluster.date_filed?.slice(0, 4)}, not ${claim.year}`
  return { ...base, verdict: 'mismatch', reason, matches }
}

export default defineOperation({
  name: 'case-verify',
  method: 'POST',
  description: 'Verifies cited cases one by one against CourtListener: each citation (with the case name and year it is given for) is looked up and judged verified, mismatch (the citation exists but names another case or year), not found (possibly fabricated), ambiguous, invalid reporter or unparsed, with the matching cases and a name-similarity score.',
  input: v.object({
    cases: v.pipe(v.array(claimed), v.minLength(1), v.maxLength(50), v.description('The cases to verify (1-50)')),
  }),
  upstreams: [courtListener],
  sources: [citationLookupSource],
  keywords: ['verify case citations', 'does this case exist', 'check a cited case is real', 'hallucinated case law', 'fake case detection'],
  example: { params: { cases: [{ citation: '576 U.S. 644', caseName: 'Obergefell v. Hodges', year: 2015 }] } },
  async handler({ input, upstream }) {
    // One lookup for every case: the citations on lines of one text, each found again by its place.
    const offsets: number[] = []
    let text = ''
    for (const claim of input.cases) {
      offsets.push(text.length)
      text += `${claim.citation}\n`
    }
    const { citations, url } = await lookUpCitations(upstream(courtListener), text)
    const items = input.cases.map((claim, index) => {
      const start = offsets[index]!
      const end = start + claim.citation.length
      // CourtListener's indexes can be off by one around the match: any overlap with the line counts.
      const found = citations.find((cite) => cite.start < end && cite.end > start - 1)
      return { citation: claim.citation, caseName: claim.caseName ?? null, year: claim.year ?? null, ...verdict(claim, found) }
    })
    const count = (name: string) => items.filter((item) => item.verdict === name).length
    return { ...listAnswer(items, sourceOf(courtListener, url)), summary: { verified: count('verified'), mismatch: count('mismatch'), notFound: count('not-found'), other: items.length - count('verified') - count('mismatch') - count('not-found') } }
  },
})

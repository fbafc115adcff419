import { relevance, type KnowledgeEvent } from '../events.ts'
import type { Ctx, Window } from './types.ts'

interface Vote { congress: number; session: number; vote: number | null; date: string | null; issue: string | null; question: string | null; result: string | null; title: string | null; counts: { yea: number | null; nay: number | null } }

/** The Congress and session sitting in a year (the 1st Congress met in 1789; odd years are first sessions). */
export const sessionOf = (year: number) => ({ congress: Math.floor((year - 1789) / 2) + 1, session: year % 2 === 1 ? 1 : 2 })

/** Senate roll-call votes on the topic in the window (the four newest years at most), through `gov.senate-votes`. */
export async function senateVoteEvents(ctx: Ctx, window: Window): Promise<KnowledgeEvent[]> {
  const first = Math.max(Number(window.since.slice(0, 4)), Number(window.until.slice(0, 4)) - 3)
  const years = Array.from({ length: Number(window.until.slice(0, 4)) - first + 1 }, (_, i) => first + i)
  const lists = await Promise.all(years.map((year) => ctx.call('gov.senate-votes', { ...sessionOf(year), limit: 200 }) as Promise<{ items: Vote[] }>))
  return lists.flatMap((list) => list.items).flatMap((vote) => {
    if (!vote.date || vote.date < window.since || vote.date > window.until || vote.vote === null) return []
    const text = [vote.title, vote.issue, vote.question].filter(Boolean).join(' ')
    const match = relevance(window.words, text)
    if (match < 0.5) return []
    const question = vote.question ?? 'Vote'
    const decisive = /passage|nomination|conference report|veto|treaty|joint resolution/i.test(question)
    return [{
      title: vote.title ?? `${question} (${vote.issue ?? `vote ${vote.vote}`})`,
      summary: `Senate roll call ${vote.vote} (${vote.issue ?? 'no measure number'}): ${question} — ${vote.result ?? 'result not given'}${vote.counts.yea !== null ? `, ${vote.counts.yea}-${vote.counts.nay}` : ''}.`,
      date: vote.date,
      source: 'senate-votes' as const,
      sourceLabel: 'U.S. Senate roll call vote',
      url: `https://www.senate.gov/legislative/LIS/roll_call_votes/vote${vote.congress}${vote.session}/vote_${vote.congress}_${vote.session}_${String(vote.vote).padStart(5, '0')}.htm`,
      significance: decisive ? 4 : /cloture/i.test(question) ? 3 : 2,
      relevance: match,
    }]
  })
}

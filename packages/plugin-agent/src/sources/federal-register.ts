import { relevance, summarize, type KnowledgeEvent } from '../events.ts'
import type { Ctx, Window } from './types.ts'

interface Document { title: string; type: string | null; action: string | null; abstract: string | null; publicationDate: string | null; agencies: string[]; significant: boolean | null; url: string | null }

const WEIGHT: Record<string, 2 | 3 | 4> = { Rule: 4, 'Proposed Rule': 3, 'Presidential Document': 4, Notice: 2 }

/** Federal Register documents on the topic in the window, through `gov.federal-register-recent`. */
export async function federalRegisterEvents(ctx: Ctx, window: Window): Promise<KnowledgeEvent[]> {
  const answer = (await ctx.call('gov.federal-register-recent', { term: window.topic, from: window.since, to: window.until, limit: 50 })) as { items: Document[] }
  return answer.items.filter((doc) => doc.url && doc.publicationDate).map((doc) => ({
    title: doc.title,
    summary: summarize(doc.abstract, `${doc.type ?? 'Document'} by ${doc.agencies.join(', ') || 'a federal agency'}${doc.action ? `: ${doc.action}` : '.'}`),
    date: doc.publicationDate!,
    source: 'federal-register' as const,
    sourceLabel: `Federal Register (${doc.type ?? 'document'}${doc.agencies[0] ? `, ${doc.agencies[0]}` : ''})`,
    url: doc.url!,
    // A significant rule (E.O. 12866) ranks highest.
    significance: doc.significant && doc.type === 'Rule' ? 5 : WEIGHT[doc.type ?? ''] ?? 2,
    relevance: relevance(window.words, `${doc.title} ${doc.abstract ?? ''}`),
  }))
}

import nlp from 'compromise'
import { patternSpans } from './entity-patterns.ts'
import { occurrences } from './occurrences.ts'
import { resolveOverlaps, type Span, trimmed, viewSpans as spansOf } from './spans.ts'

export const ENGINE = 'compromise+patterns'
export const RULES_NOTE = 'Rule-based English entity tagging, not a language model: people, places, organizations and dates by the compromise library, money with its scale, percentages, times, laws, events and products by patterns of their common written forms; it misses what it has no rule for.'

/** What wins where spans overlap and are as long: the more specific type first. */
const PRIORITY = ['MONEY', 'PERCENT', 'DATE', 'TIME', 'LAW', 'EVENT', 'PERSON', 'ORGANIZATION', 'LOCATION', 'PRODUCT']

/** The entity spans of a text: compromise's tags and the patterns, trimmed, overlaps resolved. */
export function entitySpans(text: string): Span[] {
  const doc = nlp(text)
  const tagged = [
    ...spansOf(doc.people(), 'PERSON'),
    ...spansOf(doc.organizations(), 'ORGANIZATION'),
    ...spansOf(doc.places(), 'LOCATION'),
    ...spansOf(doc.money(), 'MONEY'),
    ...spansOf(doc.match('#Date+'), 'DATE'),
  ]
  const spans = [...tagged, ...patternSpans(text)].flatMap((span) => trimmed(text, span) ?? []).map((span) => withoutArticle(text, span))
  return resolveOverlaps(spans, PRIORITY)
}

/** A sentence's capital `The` is not part of a law's or event's name. */
function withoutArticle(text: string, span: Span): Span {
  if ((span.type === 'LAW' || span.type === 'EVENT') && text.startsWith('The ', span.start)) return { ...span, start: span.start + 4 }
  return span
}

/** Entities by rules, each once (per type and spelling, case-insensitively) with its whole-word mentions in the text. */
export function ruleEntities(text: string): Array<{ text: string; type: string; mentions: number }> {
  const seen = new Set<string>()
  const entities: Array<{ text: string; type: string; mentions: number }> = []
  for (const span of entitySpans(text)) {
    const name = text.slice(span.start, span.end)
    const key = `${span.type} ${name.toLowerCase()}`
    if (seen.has(key)) continue
    seen.add(key)
    entities.push({ text: name, type: span.type, mentions: Math.max(1, occurrences(text, name).length) })
  }
  return entities.sort((a, b) => b.mentions - a.mentions)
}

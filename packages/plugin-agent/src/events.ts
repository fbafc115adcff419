/** One event of the knowledge delta, from any source. */
export interface KnowledgeEvent {
  title: string
  summary: string
  date: string
  source: 'federal-register' | 'senate-votes' | 'papers' | 'court-opinions'
  sourceLabel: string
  url: string
  significance: 1 | 2 | 3 | 4 | 5
  /** How strongly the topic appears (0-1), for ranking. */
  relevance: number
}

const STOP = new Set(['the', 'of', 'and', 'for', 'in', 'on', 'to', 'a', 'an', 'with', 'by', 'or', 'at', 'from'])
export const topicWords = (text: string) => text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').split(/[^a-z0-9]+/).filter((word) => word.length > 1 && !STOP.has(word))

/** The share of the topic's words found in the text (prefixes count: "vaccine" finds "vaccines"). */
export function relevance(topic: string[], text: string): number {
  if (topic.length === 0) return 0
  const have = topicWords(text)
  return topic.filter((word) => have.some((candidate) => candidate.startsWith(word))).length / topic.length
}

/** One or two sentences, at most 300 characters, markup removed. */
export function summarize(text: string | null | undefined, fallback: string): string {
  const plain = (text ?? '').replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim()
  if (!plain) return fallback
  const sentences = plain.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [plain]
  let out = sentences[0]!.trim()
  if (sentences[1] && out.length + sentences[1].length <= 300) out = `${out} ${sentences[1].trim()}`
  return out.length > 300 ? `${out.slice(0, 297).trimEnd()}...` : out
}

const key = (title: string) => topicWords(title).join(' ')

/** Drops repeats (same URL, or the same title the same day), then ranks: significance, relevance, newest. */
export function dedupeAndRank(events: KnowledgeEvent[], max: number): { events: KnowledgeEvent[]; duplicates: number } {
  const seen = new Set<string>()
  const unique: KnowledgeEvent[] = []
  for (const event of events) {
    const ids = [event.url, `${key(event.title)}|${event.date}`]
    if (ids.some((id) => seen.has(id))) continue
    for (const id of ids) seen.add(id)
    unique.push(event)
  }
  unique.sort((a, b) => b.significance - a.significance || b.relevance - a.relevance || (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
  return { events: unique.slice(0, max), duplicates: events.length - unique.length }
}

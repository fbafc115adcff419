/** A typed stretch of a text, by character offsets. */
export interface Span {
  start: number
  end: number
  type: string
}

const EDGE = /^[\s"'“”‘’([{,.;:!?]+|[\s"'“”‘’)\]},.;:!?]+$/g

/** A span without the spaces and punctuation at its edges (a library's matches carry a following comma or bracket). */
export function trimmed(text: string, span: Span): Span | undefined {
  const inner = text.slice(span.start, span.end)
  const lead = inner.length - inner.replace(/^[\s"'“”‘’([{,.;:!?]+/, '').length
  const kept = inner.slice(lead).replace(EDGE, '')
  // A trailing period of an abbreviation (Inc., Dr., Jr.) belongs to the name.
  const period = /\b(?:Inc|Corp|Ltd|Co|Jr|Sr|Dr|St|Ave|Rd|Blvd)\.$/.test(inner.slice(lead, lead + kept.length + 1)) ? 1 : 0
  if (!kept) return undefined
  return { start: span.start + lead, end: span.start + lead + kept.length + period, type: span.type }
}

/** The matches of a compromise view (people(), match('#Date+')...) as spans of `type`, by their offsets. */
export function viewSpans(view: { json(options: { offset: boolean }): unknown }, type: string): Span[] {
  return (view.json({ offset: true }) as Array<{ offset: { start: number; length: number } }>).map(({ offset }) => ({ start: offset.start, end: offset.start + offset.length, type }))
}

/** Every match of a global pattern as a span of `type`. */
export function matchSpans(text: string, pattern: RegExp, type: string): Span[] {
  return [...text.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length, type }))
}

/**
 * Spans without overlaps: of overlapping ones the longest stays (`$5 million` over `$5`), and of
 * equally long ones the type earlier in `priority`.
 */
export function resolveOverlaps(spans: Span[], priority: readonly string[]): Span[] {
  const rank = (span: Span) => {
    const at = priority.indexOf(span.type)
    return at < 0 ? priority.length : at
  }
  const ordered = [...spans].sort((a, b) => b.end - b.start - (a.end - a.start) || rank(a) - rank(b) || a.start - b.start)
  const kept: Span[] = []
  for (const span of ordered) if (!kept.some((other) => span.start < other.end && other.start < span.end)) kept.push(span)
  return kept.sort((a, b) => a.start - b.start)
}

import type { SearchCodes } from './index.ts'
import type { Cue } from './recognise.ts'

const ROUTE = /\b([A-Z]{3})\s*(?:to|in|into|per|-|–|→|>|\/)\s*([A-Z]{3})\b/g
/** Words that make a capitalised code a ticker whatever else it could be ("AMD stock", "ORD shares"). */
const MARKET = /\b(?:stocks?|shares?|ticker|earnings|analysts?|dividends?|eps|market cap|valuation|insiders?|short interest|nasdaq|nyse)\b/i

/**
 * Reads the capitalised words of a query that are codes a plugin knows (see SearchCodes): "ORD" alone
 * or "flights from SFO to ORD" is an airport, "ORD shares" stays a ticker.
 */
export function codeReader(kinds: readonly SearchCodes[]): (code: string, query: string, word?: boolean) => Cue | undefined {
  const known = kinds.filter((kind) => !kind.names).map((kind) => ({
    kind,
    codes: new Set(kind.codes),
    alone: new Set(kind.alone),
    context: new RegExp(String.raw`(?:^|[^\p{L}])(?:${kind.context.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\p{L}])`, 'iu'),
  }))
  // A code that is also a word ("SEA", "JPY", "BTC") is read as a code only alone, and only a large airport's.
  return (code, query, word = false) => {
    if (MARKET.test(query)) return undefined
    for (const { kind, codes, alone, context } of known) {
      if (!codes.has(code)) continue
      const others = query.replace(code, ' ')
      // Two codes joined as a route ("SFO to ORD", "SFO-ORD"), not listed side by side ("AMD vs ARM").
      const paired = [...query.matchAll(ROUTE)].some((match) => (match[1] === code || match[2] === code) && codes.has(match[1]!) && codes.has(match[2]!))
      const bare = !/[\p{L}\d]/u.test(others)
      if ((!word && (context.test(others) || paired)) || (bare && alone.has(code))) return { text: code, kind: kind.kind, words: paired && kind.pair ? `${kind.words} ${kind.pair}` : kind.words, weight: 1 }
    }
    return undefined
  }
}

/**
 * Reads the names of a query that a plugin knows (SearchCodes with `names`: "did the Suns win", "the Red
 * Sox tonight"): one cue per name, with the words of every kind that has it (a name two leagues use).
 */
export function nameReader(kinds: readonly SearchCodes[], common: (word: string) => boolean): (query: string) => Cue[] {
  const named = kinds.filter((kind) => kind.names)
  const words = new Map<string, string[]>()
  for (const kind of named) for (const name of kind.codes) words.set(name, [...(words.get(name) ?? []), kind.words])
  if (words.size === 0) return () => []
  const literal = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = new RegExp(`(?<![\\p{L}\\d])(?:${[...words.keys()].sort((a, b) => b.length - a.length).map(literal).join('|')})(?![\\p{L}\\d])`, 'gu')
  return (query) => {
    const cues: Cue[] = []
    for (const match of query.matchAll(pattern)) {
      const name = match[0]
      if (match.index === query.search(/\S/) && !name.includes(' ') && common(name.toLowerCase())) continue
      if (!cues.some((cue) => cue.text === name)) cues.push({ text: name, kind: named.filter((kind) => kind.codes.includes(name)).map((kind) => kind.kind).join(' or '), words: [...new Set(words.get(name)!.join(' ').split(' '))].join(' '), weight: 1 })
    }
    return cues
  }
}

import type { SearchCodes } from './index.ts'
import type { Cue } from './recognise.ts'

const ROUTE = /\b([A-Z]{3})\s*(?:to|-|–|→|>)\s*([A-Z]{3})\b/g
/** Words that make a capitalised code a ticker whatever else it could be ("AMD stock", "ORD shares"). */
const MARKET = /\b(?:stocks?|shares?|ticker|earnings|analysts?|dividends?|eps|market cap|valuation|insiders?|short interest|nasdaq|nyse)\b/i

/**
 * Reads the capitalised words of a query that are codes a plugin knows (see SearchCodes): "ORD" alone
 * or "flights from SFO to ORD" is an airport, "ORD shares" stays a ticker.
 */
export function codeReader(kinds: readonly SearchCodes[]): (code: string, query: string, word?: boolean) => Cue | undefined {
  const known = kinds.map((kind) => ({
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

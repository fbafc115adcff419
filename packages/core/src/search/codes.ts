import type { SearchCodes } from './index.ts'
import type { Cue } from './recognise.ts'

/** Words that make a capitalised code a ticker whatever else it could be ("AMD stock", "ORD shares"). */
const MARKET = /\b(?:stocks?|shares?|ticker|earnings|analysts?|dividends?|eps|market cap|valuation|insiders?|short interest|nasdaq|nyse)\b/i

/**
 * Reads the capitalised words of a query that are codes a plugin knows (see SearchCodes): "ORD" alone
 * or "flights from SFO to ORD" is an airport, "ORD shares" stays a ticker.
 */
export function codeReader(kinds: readonly SearchCodes[]): (code: string, query: string) => Cue | undefined {
  const known = kinds.map((kind) => ({
    kind,
    codes: new Set(kind.codes),
    alone: new Set(kind.alone),
    context: new RegExp(String.raw`(?:^|[^\p{L}])(?:${kind.context.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\p{L}])`, 'iu'),
  }))
  return (code, query) => {
    if (MARKET.test(query)) return undefined
    for (const { kind, codes, alone, context } of known) {
      if (!codes.has(code)) continue
      const others = query.replace(code, ' ')
      const paired = [...others.matchAll(/\b[A-Z]{3}\b/g)].some((match) => codes.has(match[0]))
      const bare = !/[\p{L}\d]/u.test(others)
      if (context.test(others) || paired || (bare && alone.has(code))) return { text: code, kind: kind.kind, words: paired && kind.pair ? `${kind.words} ${kind.pair}` : kind.words, weight: 1 }
    }
    return undefined
  }
}

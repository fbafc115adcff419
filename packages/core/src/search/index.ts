// Deterministic endpoint search (no LLM, no network): an inverted index over the catalog with
// field weights and BM25 scoring, plus a synonym table for the way agents phrase tasks.
export { createSearchIndex } from './rank.ts'
import type { RelatedWord } from './related.ts'

/** One operation as the index sees it. `name` and `group` may be hyphenated ("lei-hierarchy"). */
export interface SearchEntry {
  id: string
  group: string
  name: string
  description: string
  params: string[]
  keywords?: string[]
  /** Values its params take from closed lists (a picklist's options, as words): what a task may name. */
  values?: string[]
  /** Identifier kinds its params take (search/takes.ts: "an NPI", "a stock ticker"): a recognised one is routed here. */
  takes?: string[]
  /** Noun types its params take (search/typed.ts: "a drug", "a food"): a task's noun WordNet types so is routed here. */
  types?: string[]
}

/**
 * How agents phrase what the operations do, as plugins carry it (`search` of a plugin definition):
 * the index reads the union of the installed plugins' vocabularies.
 */
export interface SearchVocabulary {
  /** Table lines `words or phrases, comma separated = catalog words`; `#` starts a comment line. */
  synonyms?: string[]
  /**
   * Groups whose operations mirror others with a different intent (a watcher of a stock price vs the
   * stock price), or single operations (by id) that serve a narrower need than their name says (the
   * Treasury's quarterly reporting rates vs today's exchange rates) -> the words that say that intent:
   * without one, they rank at half weight.
   */
  intents?: Record<string, string[]>
  /** Codes the operations take that are written like stock tickers (IATA airport codes): see SearchCodes. */
  codes?: SearchCodes[]
}

/**
 * A kind of code a plugin knows the values of, written in capitals like a stock ticker ("LHR", "ORD"):
 * a query word that is one of them is read as this kind, not as a ticker, when the query says one of
 * `context` ("flight", "arrivals") or joins it to another code ("SFO to ORD"), or when the query is
 * the code alone and it is one of `alone` (the codes known well enough to stand alone). A market word
 * ("shares", "earnings") keeps it a ticker; a code that is also a word ("SEA") counts only alone.
 */
export interface SearchCodes {
  /** What it is, for the reason: "an IATA airport code". */
  kind: string
  /** Catalog words it stands for. */
  words: string
  /** Every value, upper case. */
  codes: string[]
  /** The values read as this kind with no other word in the query. */
  alone: string[]
  /** Words of a query that make a code of it this kind, lower case. */
  context: string[]
  /** Catalog words two codes of this kind in one query stand for ("SFO to ORD": a route). */
  pair?: string
  /**
   * The values are names written capitalised in running text ("Suns", "Red Sox"), not codes: each is read
   * as this kind wherever the query writes it so (`alone` and `context` unused), and never as the English
   * word it also is ("Suns" is not the sun); a common English word opening the query ("Heat advisory") is not read so.
   */
  names?: boolean
}

export interface SearchOptions {
  /**
   * Leave out matches that do not fit the task (default true): those that do not perform the act the
   * task asks for, score under 0.4 or cover too little of it; and answer no match when the best one's
   * confidence, score x sqrt(coverage), is under 0.37 (MIN_CONFIDENCE in rank.ts). With false, every match is ranked.
   */
  cut?: boolean
  /**
   * Index words related to a query word the index does not know, weakest weight (default: the map
   * derived from WordNet at build time, related.ts); `() => []` turns the layer off.
   */
  related?: (stem: string) => readonly RelatedWord[]
}

export interface SearchHit {
  id: string
  /**
   * 0..1, absolute (not relative to the top hit): raw / (raw + 8) rounded to 4 places, so scores
   * compare across queries. A single word matching an operation name scores about 0.7; an entry
   * matching every word of a longer query approaches 0.9. With a semantic layer, nearness in meaning
   * n (0..1) adds 0.5 x n of the distance to 1. Matches under 0.4 are left out, and no match is
   * answered when the best one is not sure enough (see SearchOptions).
   */
  score: number
  /** Which query words matched which field, e.g. `matched "rain" (synonym of forecast) in name`. */
  reason: string
}

export interface SearchIndex {
  /** The lexical search: words, vocabularies, identifiers, intents. */
  search(query: string, limit?: number): SearchHit[]
  /**
   * The search with the host's semantic layer when a plugin gives it an embedder (see SearchEmbedder);
   * the lexical search's answer without one, or when the embedder fails or is slow.
   */
  find(query: string, limit?: number): Promise<SearchHit[]>
  readonly size: number
}

/**
 * Turns texts into vectors (an embedding model): a plugin gives the host one through
 * `search.embedder` (plugin-ai, from the AI provider the operator configured), and endpoint search
 * then ranks by meaning too. Vectors of one model have one length; near texts have a high cosine.
 */
export interface SearchEmbedder {
  /** Names the model (provider and model id): stored vectors are kept per model. */
  model: string
  /** One vector per text, in order; rejects on failure or when `signal` aborts. */
  embed(texts: string[], signal: AbortSignal): Promise<number[][]>
}

/** A search index built on its first use. */
export function lazySearchIndex(build: () => SearchIndex): SearchIndex {
  let index: SearchIndex | undefined
  return {
    search: (query, limit) => (index ??= build()).search(query, limit),
    find: (query, limit) => (index ??= build()).find(query, limit),
    get size() {
      return (index ??= build()).size
    },
  }
}

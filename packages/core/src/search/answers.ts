/**
 * Answer kinds: "how much is it worth" asks for an amount, "when does" / "what time" for a time, and
 * an operation's name, description and keywords say whether it gives one (a price, a value, a fee;
 * a date, hours, a schedule). Lifts only matches that are already sure (see rank.ts), never
 * to make one. Counts, yes/no verdicts, places and distances were measured too and left out
 * (fixtures/search/README.md, "Answer kinds"). A question about what will be ("will there be",
 * "going to be") asks for a forecast, one about what was ("did it", "when did", "last summer", "in 1998") for a
 * history: s14/ind, tuned +6 first, held-out-2 +1, held-out-3 +1, no split lower.
 */
export type AnswerKind = 'amount' | 'time' | 'future' | 'past'

const ASKS: Array<[AnswerKind, RegExp]> = [
  ['amount', /\bhow much\b|\bworth\b|\bwhat (?:does|do|did|would|will) .{1,40}\b(?:cost|pay|charge|sell for|go for)\b|\bwhat(?:'s| is) the (?:price|cost|value|fee|rate)\b/i],
  ['future', /\bwill (?:there|it|they|the|my|our|i|we)\b|\b(?:is|are) (?:it|there|they) going to\b|\bgoing to be\b/i],
  ['past', /\b(?:did it|was it|were there|back in|when did|last (?:year|summer|winter|spring|month)|in (?:19|20)\d\d)\b/i],
  ['time', /^\s*(?:when\b|what time\b|what day\b|what date\b|how long until\b|how soon\b)|\b(?:when (?:does|do|did|will|is|are|was|were|should|can)|what time|which day|what date)\b/i],
]

const GIVES: Array<[AnswerKind, RegExp]> = [
  ['amount', /\b(?:price|prices|priced|value|valuation|worth|cost|costs|amount|fee|fees|rate|rates|salary|wage|payment|balance|market cap)\b/i],
  ['future', /\b(?:forecast|forecasts|predicted|prediction|outlook|expected|expectations)\b/i],
  ['past', /\b(?:history|historical|past|archive|archived|as it was|since 1\d\d\d)\b/i],
  ['time', /\b(?:date|dates|time|times|when|schedule|deadline|sunrise|sunset|hours|expires|expiry|due|timestamp|next|upcoming)\b/i],
]

/** The answer kinds a task asks for (none for most tasks). */
export function askedKinds(query: string): Set<AnswerKind> {
  return new Set(ASKS.filter(([, pattern]) => pattern.test(query)).map(([kind]) => kind))
}

/** The answer kinds an operation's text says it gives. */
export function givenKinds(text: string): Set<AnswerKind> {
  return new Set(GIVES.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind))
}

// A learned re-ranking of the search's first candidates: the signals the ranker already computes, one vector per
// candidate, and a linear model (weights fitted by scripts/search-rerank.ts) that re-orders the first few.
// It never decides whether the search answers: it only re-orders what the search already answers.

/** What the ranker knew of one candidate when it scored it (rank.ts): the raw signals, before any context. */
export interface RankSignals {
  /** The operation's group, for the group most candidates share. */
  group: string
  /** Share of the raw lexical match per field (name, group, keywords, description, params, values). */
  fields: readonly number[]
  /** Share of the raw lexical match by how it matched: the word itself, a vocabulary line, a compound, a related word, an identifier. */
  kinds: readonly number[]
  /** Share of the query's known concepts it matches. */
  matched: number
  /** The query's concepts it matches. */
  concepts: number
  /** Each 0 or 1: the multipliers and flags that applied to it. */
  flags: readonly number[]
}

/** The flags of RankSignals, in order. */
export const SIGNAL_FLAGS = ['gated', 'intended', 'asked', 'polled', 'watching', 'made', 'ending', 'answers', 'recognised', 'takes', 'keepsForCaller', 'sense'] as const
export const SIGNAL_FIELDS = ['name', 'group', 'keywords', 'description', 'params', 'values'] as const
export const SIGNAL_KINDS = ['word', 'vocabulary', 'compound', 'related', 'identifier'] as const

/** The names of a candidate's features, in order (the weights file follows it). */
export const FEATURES: readonly string[] = [
  'score', 'share of best', 'rank', 'first', 'coverage', 'matched share', 'concepts', 'main group',
  ...SIGNAL_FIELDS.map((field) => `field ${field}`),
  ...SIGNAL_KINDS.map((kind) => `by ${kind}`),
  ...SIGNAL_FLAGS,
]

/** A candidate as the re-ranking reads it. */
export interface Candidate {
  score: number
  coverage: number
  /** Put first by one of the ranker's rules (an asked act's sibling, an intent's match): kept first. */
  placed?: true
  signals(): RankSignals
}

/** The feature vectors of the first candidates, best first: each one's own signals and its place among the others. */
export function featuresOf(candidates: readonly Candidate[]): number[][] {
  const signals = candidates.map((candidate) => candidate.signals())
  const best = candidates[0]?.score || 1
  const byGroup = new Map<string, number>()
  for (const { group } of signals) byGroup.set(group, (byGroup.get(group) ?? 0) + 1)
  const most = Math.max(...byGroup.values())
  return candidates.map((candidate, at) => {
    const own = signals[at]!
    return [
      candidate.score,
      candidate.score / best,
      at / 10,
      at === 0 ? 1 : 0,
      candidate.coverage,
      own.matched,
      Math.min(own.concepts, 6) / 6,
      most > 1 && byGroup.get(own.group) === most ? 1 : 0,
      ...own.fields,
      ...own.kinds,
      ...own.flags,
    ]
  })
}

/** A linear model over FEATURES: how far to trust each signal. */
export interface RerankModel {
  /** How many first candidates it re-orders. */
  k: number
  /** One per feature name; a feature the model was not given weighs 0. */
  weights: Readonly<Record<string, number>>
}

const vectors = new WeakMap<RerankModel, number[]>()
/** A model's weights in FEATURES' order, read once. */
function weightsOf(model: RerankModel): number[] {
  let weights = vectors.get(model)
  if (!weights) vectors.set(model, (weights = FEATURES.map((name) => model.weights[name] ?? 0)))
  return weights
}

/**
 * The first `model.k` candidates re-ordered by the model (ties keep their order), the rest as they were; a first that a rule of
 * the ranker put there over a better score stays (the model learns the scores, not those rules). Each place keeps
 * its score, so scores stay in order: the candidate moved first takes the best score.
 */
export function rerank<T extends Candidate>(ranked: readonly T[], model: RerankModel): T[] {
  const head = ranked.slice(0, model.k)
  if (head.length < 2 || head[0]!.placed) return [...ranked]
  const weights = weightsOf(model)
  const scores = featuresOf(head).map((vector) => vector.reduce((sum, value, f) => sum + value * weights[f]!, 0))
  const order = head.map((_, at) => at).sort((a, b) => scores[b]! - scores[a]! || a - b)
  if (order.every((from, at) => from === at)) return [...ranked]
  return [...order.map((from, at) => ({ ...head[from]!, score: head[at]!.score })), ...ranked.slice(model.k)]
}

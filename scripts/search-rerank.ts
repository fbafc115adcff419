// Fits the learned re-ranking of endpoint search's first candidates (packages/core/src/search/rerank.ts) and writes its
// weights to packages/core/src/search/rerank-weights.ts: `pnpm exec tsx scripts/search-rerank.ts [--out file]`.
// `--tune` prints, for each setting tried, the counts right first and in the top five per split (validation splits:
// held-out-6, -7, -8 and parallel-2); `--test` prints held-out-9's counts for the chosen setting (the final test, run once).
// It learns how far to trust each signal the ranker computes (a few dozen weights), not words. The task files of the
// training and validation splits are read here only: nothing of them is printed but counts.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createSearchIndex } from '../packages/core/src/search/rank.ts'
import { FEATURES, featuresOf, rerank, type Candidate, type RankSignals, type RerankModel } from '../packages/core/src/search/rerank.ts'
import { fullCatalog, queries, type Query, type Split } from '../packages/core/test/_search-eval.ts'

type Name = Split | 'parallel' | 'parallel-2'
const TRAIN: Name[] = ['tuned', 'held-out', 'held-out-2', 'held-out-3', 'held-out-4', 'held-out-5', 'parallel']
const VALIDATE: Name[] = ['held-out-6', 'held-out-7', 'held-out-8', 'parallel-2']
const TEST: Name[] = ['held-out-9']
/** The most candidates any setting re-orders. */
const MAX_K = 10
const STEPS = 300
const RATE = 0.05

/** A setting of the fit: how many first candidates, which features, how far from the ranker's own order, and the regularisation. */
interface Setting {
  k: number
  features: readonly string[]
  /** The prior: the weight of `rank` the fit starts from and is drawn back to (the ranker's own order). */
  prior: number
  lambda: number
  /** Added to the weight of `first` after the fit: how much more the model must prefer another candidate to move it over the ranker's first. */
  hold: number
}

const FLAG_FEATURES = FEATURES.slice(FEATURES.indexOf('gated'))
const FIELD_FEATURES = FEATURES.filter((name) => name.startsWith('field ') || name.startsWith('by '))
const BASE = ['score', 'share of best', 'rank', 'first', 'coverage', 'matched share', 'concepts', 'main group']
/** The setting written to rerank-weights.ts, chosen with --tune on the validation splits. */
const CHOSEN: Setting = { k: 3, features: FEATURES.filter((name) => !FLAG_FEATURES.includes(name)), prior: 3, lambda: 0.0001, hold: 0.25 }

interface Task {
  query: Query
  ids: string[]
  candidates: Candidate[]
}

const index = createSearchIndex(fullCatalog.entries, fullCatalog.vocabulary, { rerank: null })
function tasksOf(split: Name): Task[] {
  return queries(split as Split).map((query) => {
    const head = index.answered(query.query).slice(0, MAX_K)
    return {
      query,
      ids: head.map((hit) => hit.id),
      candidates: head.map((hit) => {
        const signals: RankSignals = hit.signals()
        return { score: hit.score, coverage: hit.coverage, placed: hit.placed, signals: () => signals, id: hit.id } as Candidate & { id: string }
      }),
    }
  })
}

/** Right first and in the top five, as the search report counts them (an empty answer is right when nothing fits). */
function counts(tasks: Task[], model: RerankModel | null): { first: number; top5: number } {
  let first = 0
  let top5 = 0
  for (const { query, candidates } of tasks) {
    const found = (model ? rerank(candidates as Array<Candidate & { id: string }>, model) : (candidates as Array<Candidate & { id: string }>)).slice(0, 5).map((hit) => hit.id)
    if (query.expected.length === 0) {
      first += found.length === 0 ? 1 : 0
      top5 += found.length === 0 ? 1 : 0
    } else {
      first += query.expected.includes(found[0] ?? '') ? 1 : 0
      top5 += found.some((id) => query.expected.includes(id)) ? 1 : 0
    }
  }
  return { first, top5 }
}

/**
 * A pairwise logistic fit by full-batch gradient descent: for each task whose right operation is among the first k with a
 * wrong one, each (right, wrong) pair should score right > wrong; each task weighs the same. L2 pulls the weights back to
 * the prior (the ranker's own order), so the model moves from it only where the tasks show it should.
 */
function fit(tasks: Task[], setting: Setting): RerankModel {
  const size = FEATURES.length
  const used = FEATURES.map((name) => setting.features.includes(name))
  const prior = FEATURES.map((name) => (name === 'rank' ? -setting.prior : 0))
  const diffs: number[] = []
  const shares: number[] = []
  let count = 0
  for (const { query, ids, candidates } of tasks) {
    const right = ids.slice(0, setting.k).map((id) => query.expected.includes(id))
    // A first a rule placed is never moved (rerank()): its task teaches nothing.
    if (!right.includes(true) || !right.includes(false) || candidates[0]?.placed) continue
    const vectors = featuresOf(candidates.slice(0, setting.k))
    const pairs = right.filter((good) => good).length * right.filter((good) => !good).length
    right.forEach((good, a) => right.forEach((bad, b) => {
      if (!good || bad) return
      for (let f = 0; f < size; f++) diffs.push(used[f] ? vectors[a]![f]! - vectors[b]![f]! : 0)
      shares.push(1 / pairs)
    }))
    count++
  }
  // Adam with fixed steps from the prior: deterministic, so the weights file is the same on every run.
  const weights = [...prior]
  const first = new Array<number>(size).fill(0)
  const second = new Array<number>(size).fill(0)
  const gradient = new Array<number>(size).fill(0)
  for (let step = 1; step <= STEPS; step++) {
    for (let f = 0; f < size; f++) gradient[f] = 2 * setting.lambda * (weights[f]! - prior[f]!)
    for (let pair = 0; pair < shares.length; pair++) {
      let margin = 0
      for (let f = 0; f < size; f++) margin += diffs[pair * size + f]! * weights[f]!
      const slope = -shares[pair]! / (1 + Math.exp(margin)) / count
      for (let f = 0; f < size; f++) gradient[f]! += slope * diffs[pair * size + f]!
    }
    for (let f = 0; f < size; f++) {
      if (!used[f]) continue
      first[f] = 0.9 * first[f]! + 0.1 * gradient[f]!
      second[f] = 0.999 * second[f]! + 0.001 * gradient[f]! ** 2
      weights[f]! -= (RATE * (first[f]! / (1 - 0.9 ** step))) / (Math.sqrt(second[f]! / (1 - 0.999 ** step)) + 1e-8)
    }
  }
  const rounded: Record<string, number> = {}
  FEATURES.forEach((name, f) => {
    const value = used[f] ? Math.round((weights[f]! + (name === 'first' ? setting.hold : 0)) * 1e4) / 1e4 : 0
    if (value !== 0) rounded[name] = value
  })
  return { k: setting.k, weights: rounded }
}

function print(label: string, splits: Name[], tasks: Map<Name, Task[]>, model: RerankModel | null): { gain: number; worst: number } {
  let gain = 0
  let worst = 0
  const parts = splits.map((split) => {
    const before = counts(tasks.get(split)!, null)
    const after = counts(tasks.get(split)!, model)
    gain += after.first - before.first
    worst = Math.min(worst, after.first - before.first, after.top5 - before.top5)
    return `${split} ${before.first}/${before.top5}->${after.first}/${after.top5}`
  })
  console.log(`${label}: ${parts.join(', ')} (first ${gain >= 0 ? '+' : ''}${gain})`)
  return { gain, worst }
}

const args = process.argv.slice(2)
const trainTasks = TRAIN.flatMap((split) => tasksOf(split))
if (args.includes('--tune') || args.includes('--test')) {
  const tasks = new Map<Name, Task[]>()
  for (const split of [...TRAIN, ...VALIDATE]) tasks.set(split, tasksOf(split))
  const settings: Array<[string, Setting]> = []
  if (args.includes('--tune')) {
    const sets: Array<[string, readonly string[]]> = [['all', FEATURES], ['no flags', FEATURES.filter((name) => !FLAG_FEATURES.includes(name))], ['base+flags', [...BASE, ...FLAG_FEATURES]], ['fields', ['rank', 'first', 'score', ...FIELD_FEATURES]]].filter(([name]) => (process.env.RERANK_SETS ?? 'all,no flags,base+flags,fields').split(',').includes(name))
    const grid = (process.env.RERANK_GRID ?? '3,5,10').split(',').map(Number)
    for (const k of grid) for (const [name, features] of sets) for (const prior of (process.env.RERANK_PRIOR ?? '0,3').split(',').map(Number)) for (const lambda of (process.env.RERANK_LAMBDA ?? '0.01,0.0001').split(',').map(Number)) for (const hold of (process.env.RERANK_HOLD ?? '0').split(',').map(Number)) settings.push([`k=${k} ${name} prior=${prior} lambda=${lambda} hold=${hold}`, { k, features, prior, lambda, hold }])
  } else settings.push(['chosen', CHOSEN])
  for (const [label, setting] of settings) {
    const model = fit(trainTasks, setting)
    print(`${label} train`, TRAIN, tasks, model)
    print(`${label} validate`, VALIDATE, tasks, model)
    if (args.includes('--test')) {
      for (const split of TEST) tasks.set(split, tasksOf(split))
      print(`${label} test`, TEST, tasks, model)
    }
  }
} else {
  const model = fit(trainTasks, CHOSEN)
  const out = args.includes('--out') ? args[args.indexOf('--out') + 1]! : join(import.meta.dirname, '../packages/core/src/search/rerank-weights.ts')
  const lines = Object.entries(model.weights).map(([name, value]) => `    '${name}': ${value},`)
  writeFileSync(out, `// Generated by scripts/search-rerank.ts (\`pnpm exec tsx scripts/search-rerank.ts\`): the learned re-ranking's weights, fitted on
// the search's own order over the tuned, held-out..held-out-5 and parallel tasks. Regenerate after any change to the search or those tasks.
import type { RerankModel } from './rerank.ts'

export const RERANK_MODEL: RerankModel | null = {
  k: ${model.k},
  weights: {
${lines.join('\n')}
  },
}
`)
}

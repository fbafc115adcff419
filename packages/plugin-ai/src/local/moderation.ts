import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity'
import { MODERATION_CATEGORIES, type ModerationCategory, TERM_CATEGORIES, WORD_LIST_CATEGORIES } from './moderation-terms.ts'

export const WORD_LIST_NOTE = 'English word list (the obscenity library, which also catches look-alike spellings), not a language model: it flags slurs (hate), insults aimed at a person (harassment) and sexual words (sexual) wherever they appear, whatever the intent, and misses abuse written without such words. The other categories are not assessed (assessed: false). Severity is 1 - 0.5^n for n matches in the category: a measure of how much such language there is, not of intent.'

const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers })
const MAX_MATCHES = 50

export interface WordMatch {
  /** The dataset's term, e.g. `bitch` for `b1tch`. */
  term: string
  text: string
  start: number
  end: number
  categories: readonly ModerationCategory[]
}

/** Moderation by obscenity's English word list, in the spec's shape; unassessed categories say so. */
export function wordListModeration(text: string) {
  const seen = new Set<string>()
  const matches: WordMatch[] = []
  for (const match of matcher.getAllMatches(text, true)) {
    const term = englishDataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? ''
    const end = match.endIndex + 1
    const key = `${match.startIndex} ${end} ${term}`
    if (seen.has(key)) continue
    seen.add(key)
    matches.push({ term, text: text.slice(match.startIndex, end), start: match.startIndex, end, categories: TERM_CATEGORIES[term] ?? [] })
  }
  const count = (category: ModerationCategory) => matches.filter((match) => match.categories.includes(category)).length
  const categories = Object.fromEntries(MODERATION_CATEGORIES.map((category) => {
    if (!(WORD_LIST_CATEGORIES as readonly string[]).includes(category)) return [category, { flagged: false, severity: 0, assessed: false }]
    const n = count(category)
    return [category, { flagged: n > 0, severity: Math.round((1 - 0.5 ** n) * 1000) / 1000, assessed: true }]
  })) as Record<ModerationCategory, { flagged: boolean; severity: number; assessed: boolean }>
  return {
    flagged: MODERATION_CATEGORIES.some((category) => categories[category].flagged),
    categories,
    matches: matches.slice(0, MAX_MATCHES),
    profanity: matches.some((match) => match.categories.length === 0),
    notAssessed: MODERATION_CATEGORIES.filter((category) => !categories[category].assessed),
  }
}

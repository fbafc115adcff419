import nlp from 'compromise'
import { occurrences } from './occurrences.ts'

export const RULES_NOTE = 'Rule-based English entity tagging (the compromise library), not a language model: people, places, organizations, money and percentages only, and it misses names it has no rule for.'

/** Entities by compromise's English rules, each counted in the text as whole words. */
export function ruleEntities(text: string): Array<{ text: string; type: string; mentions: number }> {
  const doc = nlp(text)
  const found: Array<[string, string[]]> = [
    ['PERSON', doc.people().out('array') as string[]],
    ['ORGANIZATION', doc.organizations().out('array') as string[]],
    ['LOCATION', doc.places().out('array') as string[]],
    ['MONEY', doc.money().out('array') as string[]],
    ['PERCENT', doc.percentages().out('array') as string[]],
  ]
  const seen = new Set<string>()
  const entities: Array<{ text: string; type: string; mentions: number }> = []
  for (const [type, names] of found) {
    for (const raw of names) {
      const name = raw.replace(/^[\s"'(]+|[\s"'),.;:!?]+$/g, '')
      const key = name.toLowerCase()
      if (!name || seen.has(key)) continue
      seen.add(key)
      const mentions = occurrences(text, name).length
      if (mentions > 0) entities.push({ text: name, type, mentions })
    }
  }
  return entities.sort((a, b) => b.mentions - a.mentions)
}

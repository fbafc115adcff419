import { irregularBases } from './exceptions.ts'
import type { Pos } from './files.ts'

/** WordNet's detachment rules (morphy(7WN)): inflectional endings and what replaces them. */
const RULES: Record<Pos, Array<[string, string]>> = {
  noun: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  verb: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  adj: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e'], ['ier', 'y'], ['iest', 'y']],
  adv: [],
}

/** The lemma form of a query: lower case, spaces and hyphen runs as WordNet writes them (underscores). */
export const lemmaOf = (word: string) => word.trim().toLowerCase().replace(/\s+/g, '_')

const DOUBLED = /([bdgklmnprtvz])\1$/

/**
 * Base forms to try for a part of speech, as morphy does: the word itself, the bases its exception
 * list gives (went -> go, geese -> goose), then each detachment rule's result. Two regular spellings
 * are also ruled here: -ier/-iest (happier) and a doubled final consonant before -ing/-ed/-er/-est
 * (running, stopped, bigger).
 */
export function candidates(lemma: string, pos: Pos): string[] {
  const forms = [lemma, ...irregularBases(lemma, pos)]
  for (const [ending, replacement] of RULES[pos]) {
    if (lemma.length <= ending.length || !lemma.endsWith(ending)) continue
    const stem = lemma.slice(0, -ending.length)
    forms.push(stem + replacement)
    if (replacement === '' && ['ing', 'ed', 'er', 'est'].includes(ending) && DOUBLED.test(stem)) forms.push(stem.slice(0, -1))
  }
  return [...new Set(forms)]
}

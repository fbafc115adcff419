export { createSearchIndex, type SearchEntry, type SearchHit, type SearchIndex } from './rank.ts'
export { SYNONYMS } from './synonyms.ts'
export { stem, tokenize } from './tokenize.ts'

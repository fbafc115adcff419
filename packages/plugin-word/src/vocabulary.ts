/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
definition, define, meaning, dictionary = word define
synonym, synonyms, antonym, antonyms, rhyme, rhymes, thesaurus, similar words = word related
another word, other words, other word, words like, similar word, synonym, synonyms, antonym, opposite = related
meaning, means, mean, definition, define = define
word that means, words that mean, a word for, word for = related
`

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
# Everyday phrasing (issue 39): the need behind each operation, in the words of people who never read the catalog.
what word means, define term, look up word, word mean, part speech = word define
better word, fancier word, word similar, different word, stronger word, simpler word = word related
# s22/ind (issue 39)
way to say, another way to say, fancier way, nicer way to say = word related
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
crossword = synonyms related
`

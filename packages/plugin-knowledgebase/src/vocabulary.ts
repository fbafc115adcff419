/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
knowledge base, knowledge graph, entity facts, wikidata = knowledgebase entity
# Everyday phrasing (issue 39): the need behind each operation, in the words of people who never read the catalog.
birth date, date birth, official website, founded year, year founded, place birth, structured facts, wikidata id = knowledgebase entity
`

/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
encyclopedia, wiki, wikipedia, overview of = encyclopedia summary
empire, dynasty, ancient, civil war, world war, biography, life story, history of the = encyclopedia summary
# Everyday phrasing (issue 39): the need behind each operation, in the words of people who never read the catalog.
quick facts, short bio, brief history, explain topic, wiki article, overview topic = encyclopedia summary
# s22/ind (issue 39)
background on, homework on, school report on, quick background = encyclopedia summary
`

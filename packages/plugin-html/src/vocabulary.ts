/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
markdown, html to markdown, readable text, article text, main content = markdown
html = html markdown
# Everyday phrasing (issue 39): the need behind each operation, in the words of people who never read the catalog.
html text, strip tags, clean html, page markdown, convert html, html into markdown, feed llm, llm friendly, readable markdown, remove tags, markup to text = html markdown
`

/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
paper, papers, research paper, doi, journal, academic, scholarly, publication, publications, preprint = paper
# everyday phrasing (issue 39)
cite paper, citation doi, doi resolve, reference details, bibliography entry, journal article details, bibtex = paper doi lookup
`

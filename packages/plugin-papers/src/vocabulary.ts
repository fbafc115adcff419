/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
paper, papers, research paper, doi, journal, academic, scholarly, publication, publications, preprint = papers
cited by, citation count, references = citations
cite, cited by, citations of, who cites = citations
recent studies, what's new in the research, latest research = papers search
# everyday phrasing (issue 39)
papers citing, cites paper, cited paper, how influential paper, follow up studies = papers citations
peer reviewed, academic papers, literature review = papers search
new research, latest studies, recent research, new studies = papers search
# s22/ind (issue 39)
studies on, find studies = papers search
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
peer reviewed, journal articles, studies show = research papers
`

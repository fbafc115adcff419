/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
researcher, scientist, h-index, orcid = research author
university, institution, research institute = research org
research grant, research funding, funder = research funding
# everyday phrasing (issue 39)
researcher profile, scientist publications, professor publications, how cited scientist = research author
research grants, grant money, nih grant, nsf grant, funded research = research funding
university research, university publications, institution output = research org
# s28/concepts2: everyday concepts around the data operations the first pass did not touch (issue 39)
nih money, nsf money, research money, studies funded, funded studies = research funding grants
`

/**
 * How agents phrase tasks for the factcheck group, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words`.
 */
export const vocabulary = `
fact check, fact-check, claim, true or false, misinformation, hoax, debunk, debunked, fake news, rumor, rumour = factcheck search
politifact, snopes, full fact, afp fact check = factcheck search
# everyday phrasing (issue 39)
claim true, viral claim, viral post, fake story, real or fake, made up = factcheck search
# s28/concepts2: everyday concepts around the data operations the first pass did not touch (issue 39)
debunked, debunk, hoax, hoaxes, urban legend, myth busted = fact checks claims
`

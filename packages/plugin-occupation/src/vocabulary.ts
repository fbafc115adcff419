/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
occupation, career, job title, job description = occupation
similar jobs, career change, jobs like = related occupation
similar jobs, jobs like, related careers, career change = related
what does a, job description, duties, tasks of = profile
become a, becoming a, job involve, day to day = occupation profile
skills, skills needed, skills required, what skills, day look like, day in the life, what do they do all day, qualifications = occupation profile
careers close to, similar careers, similar jobs = related occupations
# Everyday phrasing of the need behind each operation (issue 39)
soc code, occupation code, job title code, career ideas, career options = occupation search
job duties, job involves, work involves, typical day, job entail = occupation profile
switch careers, new career, career pivot, jobs similar, careers similar, transferable = related occupations
# s22/ind (issue 39)
similar skills, need similar skills, use similar skills = related occupations
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
duties, daily tasks of = occupation job description
`

/**
 * Occupations related to one: a task about work or pay without a word of similar or related lines of work ("what does
 * a dental hygienist do") wants the occupation itself or its pay, not its neighbours.
 */
export const intents = {
  'occupation.related': 'occupation occupations job jobs career careers similar related work profession professions role roles field switch transition alternative alternatives'.split(' '),
}

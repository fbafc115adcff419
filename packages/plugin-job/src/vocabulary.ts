/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
federal jobs, government jobs, public sector jobs = federal job
job series, gs series, occupational series, agency code = federal codes
# Everyday phrasing of the need behind each operation (issue 39)
gs grade, pay plan, hiring path, clearance codes, job series number, agency list = federal codes
veterans jobs, government job, federal internship, remote government job, federal career, federal government work, federal opening = federal search
# s22/ind (issue 39)
positions are open, open positions = federal search
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
civil service, federal employee, work for uncle sam = federal jobs
`

/**
 * Federal job search: a task about jobs without a word of the government ("the delivery log of my cron jobs",
 * "the series number for IT jobs in the government" says it) is not a search of USAJOBS.
 */
export const intents = {
  'job.federal-search': 'federal government usajobs gov agency agencies civil public va nasa postal military gs service positions position openings opening hiring vacancy vacancies apply'.split(' '),
}

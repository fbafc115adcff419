/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
federal jobs, government jobs, public sector jobs = federal job
job series, gs series, occupational series, agency code = federal codes
`

/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
clinical trial, clinical trials, trial, trials, study, studies, nct = clinical trial
recruiting, enrolling, study for, trial for, volunteers, participants = trial search
`

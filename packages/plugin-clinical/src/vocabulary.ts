/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
clinical trial, clinical trials, trial, trials, study, studies, nct = clinical trial
recruiting, enrolling, study for, trial for, volunteers, participants = trial search
# Everyday phrasing of the need behind each operation (issue 39)
experimental treatment, new treatment, join study, sign trial, volunteer study, paid study, cancer trial, trials near, research study, drug trial, try new drug = trial search
trial eligibility, join trial, trial results, study results, study details, trial details = study detail
# s22/ind (issue 39)
what stage is that study, study phase, trial phase, stage of the trial = study detail
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
experimental treatment, volunteer for a study, paid study, study participants, placebo, new treatment study = clinical trials
`

/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
visa, passport, entry requirements = travel visa
travel warning, travel advisory, safe to travel, safe to visit, dangerous country = travel advisory
safe to travel, dangerous to travel, travel warning, travel alert = advisory
enter, entry requirements, need a visa, visa free, citizens = visa
paperwork, travel documents, documents to enter, entry permit, permit to enter, visa stamp, stamp in my passport, apply before flying, apply before travelling, apply before traveling, allowed in, let in at the border, at the border = visa
# Everyday phrasing of the need behind each operation (issue 39).
safe tourists, safe americans, crime abroad, kidnapping risk, terrorism risk, civil unrest, cancel trip, level 4, travel ban = travel advisory
allowed enter, passport enough, visa arrival, evisa, esta, schengen, tourist visa, visa required = travel visa
# s18/ind4 (issue 39)
stay away from, steer clear, should i worry, worry about crime, tells americans avoid = travel advisory
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
dangerous for tourists, tourists, crime against tourists = travel advisory
`

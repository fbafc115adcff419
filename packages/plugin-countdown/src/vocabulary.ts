/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
countdown, countdown timer, timer gif, animated countdown = countdown gif
countdown timer, countdown image, timer gif, count down = countdown gif
create, make = generate
counting down to, animation counting = countdown gif
# everyday phrasing (issue 39)
countdown email, countdown newsletter, sale ends timer, launch countdown, time left until, ticking clock image, timer image = countdown gif
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
newsletter timer, flash sale timer, ticking clock = countdown
`

/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
time zone, timezone, tz, utc offset, local time, daylight saving, dst = timezone lookup
hours ahead, hours behind, time difference, what time is it in, clock in, time over there = timezone lookup
jet lag, time difference, middle of the night there, hours ahead, hours behind = time zone lookup
# everyday phrasing (issue 39)
clocks change, clocks forward, clocks back = timezone lookup
# s22/ind (issue 39)
change clocks, change its clocks, change their clocks, spring forward, clocks spring = timezone lookup
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
jet lag, time difference = time zone
`

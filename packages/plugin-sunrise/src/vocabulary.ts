/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
sunrise, sunset, dawn, dusk, daylight, golden hour, twilight, day length, sun = sunrise compute
sun go down, sun goes down, sun come up, sun comes up, sundown, sunup, get dark, gets dark, get light = sunrise sunset
get dark, gets dark, goes dark, sun come up, sun comes up, sun go down, sun goes down, sun rise, sun set, first light, hours of daylight, daylight hours, how long is the day = sunrise sunset compute
sun be down, sun already down, sun down, light left, enough light, still light, still be light, dusk fall = sunrise sunset compute
# Everyday phrasing of the need behind each operation (issue 39).
blue hour, home dark, dark tonight, dark today, light tomorrow morning, how long light, photo light best = sunrise sunset compute
# The sun's time on a named day: "tomorrow" alone would take the task to a forecast (s14/lang; translated tasks say it too).
sunrise tomorrow, sunset tomorrow, tomorrow sunrise, tomorrow sunset, sunrise time, sunset time, time sunrise, time sunset, sunrise today, sunset today, today sunset, today sunrise = sunrise sunset compute
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
first light, last light, sundown, sunup = sunrise sunset
`

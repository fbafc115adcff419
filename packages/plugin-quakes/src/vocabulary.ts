/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
earthquake, earthquakes, quake, quakes, seismic, tremor, tremors = quakes recent
last day, last hour, last week, past day, past week, past 24 hours, last 24 hours = recent
ground shake, ground shaking, shaking, shook, shake, rumble = quakes recent
# Everyday phrasing of the need behind each operation (issue 39).
earth moved, house shook, building shook, felt shaking, felt jolt, windows rattled, aftershock, aftershocks, tsunami, richter, ground moved, felt earthquake = quakes recent
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
tremor, tremors, ground shook, ground shaking, aftershock, aftershocks = earthquake
`

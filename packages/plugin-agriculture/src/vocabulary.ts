/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
drought, dry conditions = drought agriculture
crop, crops, harvest, farm, farming, corn, wheat, soybean, soybeans, livestock = agriculture stats
corn, wheat, soybeans, soy, cotton, crop, crops, harvest, harvested, yield, produce, produced, farm, farms, cattle, livestock = agriculture stats
drought, dry conditions, dry spell, water shortage = drought
# Everyday phrasing of the need behind each operation (issue 39).
lawn dying, burn ban, water restrictions, dry summer, rain deficit, wells dry, well dry, hasn't rained, no rain, crops dying, dry year, drought now, drought bad = drought
bushel, bushels, acres planted, acres corn, milk production, egg production, cattle count, hog inventory, farmers paid, prices received, farm income, crop production = agriculture stats
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
growers, farmers harvest = agriculture stats
`

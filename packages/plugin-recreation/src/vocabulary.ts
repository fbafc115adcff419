/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
camp, camping, campsite, campsites, campground, campgrounds, hike, hiking, trail, trails, trailhead = recreation search
# Everyday phrasing of the need behind each operation (issue 39).
place camp, rv site, rv park, rv camping, overnight camping, picnic area, boat launch, cabin rental, backpacking, go camping, tent site = recreation search
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
pitch a tent, rv site, campfire, glamping = campground
`

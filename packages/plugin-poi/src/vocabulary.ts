/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
coffee shop, coffee shops, cafe, bar, pharmacy, gas station, atm, supermarket = poi near
# Everyday phrasing of the need behind each operation (issue 39).
urgent care, cash machine, get cash, toilet, restroom, public toilet, bathroom near, grocery store, petrol station, parking near, car park, cup coffee, breakfast near, ev nearby = poi near
`

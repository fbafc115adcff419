/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
tariff, tariffs, customs, duty, import duty = tariff trade
imports, exports, trade balance, trade statistics = trade flows
locode, un locode = locode
hs code, harmonized system, harmonised system, commodity code, customs classification, classify product = commodity resolve trade
trading partner, trading partners, biggest buyers, biggest importers, top importers, top exporters = trade flows
# everyday phrasing (issue 39)
product classification customs, tariff code product = commodity resolve
country imports, country exports, trade deficit, trade partners = trade flows
port code, seaport code, shipping port = locode
pay duty, pay tariff, tariff pay, duty pay, customs duty, duty importing, importing goods, import tax, customs fees, pay customs = tariff
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
trading partners = trade flows exports imports
`

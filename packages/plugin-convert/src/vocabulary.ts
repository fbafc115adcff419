/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
convert, conversion, converter, equals, equal = convert
mile, miles, km, kilometer, kilometers, kilometre, kilometres, meter, meters, metre, feet, foot, inch, inches, yard, yards, cm, mm, lb, lbs, kg, kilogram, kilograms, gram, grams, ounce, ounces, oz, ton, tons, tonne, stone, gallon, gallons, liter, liters, litre, litres, ml, cup, cups, tablespoon, teaspoon, acre, acres, hectare, hectares, celsius, fahrenheit, kelvin, unit, units, measurement, metric, imperial = unit convert
pound, pounds = unit
pound, pounds = currency
currency, currencies, exchange rate, exchange rates, fx, forex, dollar, dollars, euro, euros, yen, sterling, usd, eur, gbp, jpy, chf, cad, aud, cny, inr, money = currency convert
# Everyday phrasing (issue 39): the need behind each operation, in the words of people who never read the catalog.
how many cups, how many grams, how many ounces, imperial units, cooking measurements, recipe conversion, weight pounds, body temperature fahrenheit, oven temperature = unit convert
worth dollars, local currency, price dollars, cost dollars, travel money, spending money abroad, convert price, foreign price = currency convert
# s22/ind (issue 39)
dollars buys, dollars buy, how many rupiah, how many pesos, how many euros = currency convert
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
cups to grams, recipe conversion, how many ounces, tablespoons = unit conversion
`

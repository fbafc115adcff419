export type Dimension = 'mass' | 'length' | 'volume' | 'area' | 'temperature'

export interface Unit {
  symbol: string
  dimension: Dimension
  /** Size in the dimension's SI unit (kg, m, m3, m2); temperatures convert through kelvin instead. */
  factor: number
  aliases: string[]
}

/** Exact definitions: international yard and pound (1959), US customary liquid measures, imperial gallon. */
export const UNITS: Unit[] = [
  { symbol: 'g', dimension: 'mass', factor: 0.001, aliases: ['gram', 'grams', 'gramme'] },
  { symbol: 'kg', dimension: 'mass', factor: 1, aliases: ['kilogram', 'kilograms', 'kilo', 'kilos', 'kgs'] },
  { symbol: 'mg', dimension: 'mass', factor: 1e-6, aliases: ['milligram', 'milligrams'] },
  { symbol: 'lb', dimension: 'mass', factor: 0.45359237, aliases: ['lbs', 'pound', 'pounds'] },
  { symbol: 'oz', dimension: 'mass', factor: 0.028349523125, aliases: ['ounce', 'ounces'] },
  { symbol: 't', dimension: 'mass', factor: 1000, aliases: ['tonne', 'tonnes', 'metric ton', 'metric tons'] },
  { symbol: 'st', dimension: 'mass', factor: 6.35029318, aliases: ['stone', 'stones'] },
  { symbol: 'm', dimension: 'length', factor: 1, aliases: ['meter', 'meters', 'metre', 'metres'] },
  { symbol: 'km', dimension: 'length', factor: 1000, aliases: ['kilometer', 'kilometers', 'kilometre', 'kilometres', 'kms'] },
  { symbol: 'cm', dimension: 'length', factor: 0.01, aliases: ['centimeter', 'centimeters', 'centimetre', 'centimetres'] },
  { symbol: 'mm', dimension: 'length', factor: 0.001, aliases: ['millimeter', 'millimeters', 'millimetre', 'millimetres'] },
  { symbol: 'in', dimension: 'length', factor: 0.0254, aliases: ['inch', 'inches', '"'] },
  { symbol: 'ft', dimension: 'length', factor: 0.3048, aliases: ['foot', 'feet', "'"] },
  { symbol: 'yd', dimension: 'length', factor: 0.9144, aliases: ['yard', 'yards'] },
  { symbol: 'mi', dimension: 'length', factor: 1609.344, aliases: ['mile', 'miles'] },
  { symbol: 'l', dimension: 'volume', factor: 0.001, aliases: ['liter', 'liters', 'litre', 'litres', 'ltr'] },
  { symbol: 'ml', dimension: 'volume', factor: 1e-6, aliases: ['milliliter', 'milliliters', 'millilitre', 'millilitres', 'cc', 'cm3', 'cm³'] },
  { symbol: 'm3', dimension: 'volume', factor: 1, aliases: ['m³', 'm^3', 'cubic meter', 'cubic meters', 'cubic metre', 'cubic metres'] },
  { symbol: 'gal', dimension: 'volume', factor: 0.003785411784, aliases: ['gallon', 'gallons', 'us gallon', 'us gallons', 'gal-us'] },
  { symbol: 'gal-imp', dimension: 'volume', factor: 0.00454609, aliases: ['imperial gallon', 'imperial gallons', 'imp gal', 'uk gallon', 'uk gallons'] },
  { symbol: 'qt', dimension: 'volume', factor: 0.000946352946, aliases: ['quart', 'quarts'] },
  { symbol: 'pt', dimension: 'volume', factor: 0.000473176473, aliases: ['pint', 'pints'] },
  { symbol: 'cup', dimension: 'volume', factor: 0.0002365882365, aliases: ['cups'] },
  { symbol: 'floz', dimension: 'volume', factor: 0.0000295735295625, aliases: ['fl oz', 'fl-oz', 'fluid ounce', 'fluid ounces'] },
  { symbol: 'tbsp', dimension: 'volume', factor: 0.00001478676478125, aliases: ['tablespoon', 'tablespoons'] },
  { symbol: 'tsp', dimension: 'volume', factor: 0.00000492892159375, aliases: ['teaspoon', 'teaspoons'] },
  { symbol: 'm2', dimension: 'area', factor: 1, aliases: ['m²', 'm^2', 'sq m', 'sqm', 'square meter', 'square meters', 'square metre', 'square metres'] },
  { symbol: 'km2', dimension: 'area', factor: 1e6, aliases: ['km²', 'km^2', 'sq km', 'square kilometer', 'square kilometers', 'square kilometre', 'square kilometres'] },
  { symbol: 'ft2', dimension: 'area', factor: 0.09290304, aliases: ['ft²', 'ft^2', 'sq ft', 'sqft', 'sq feet', 'square foot', 'square feet'] },
  { symbol: 'acre', dimension: 'area', factor: 4046.8564224, aliases: ['acres', 'ac'] },
  { symbol: 'ha', dimension: 'area', factor: 10000, aliases: ['hectare', 'hectares'] },
  { symbol: 'C', dimension: 'temperature', factor: 1, aliases: ['°c', '℃', 'degc', 'deg c', 'celsius', 'degree celsius', 'degrees celsius', 'centigrade'] },
  { symbol: 'F', dimension: 'temperature', factor: 1, aliases: ['°f', '℉', 'degf', 'deg f', 'fahrenheit', 'degree fahrenheit', 'degrees fahrenheit'] },
  { symbol: 'K', dimension: 'temperature', factor: 1, aliases: ['kelvin', 'kelvins', 'degree kelvin', 'degrees kelvin'] },
]

/** Lower case, no periods, single spaces: "Sq. Ft." and "sq ft" are one name. */
const normalize = (name: string) => name.trim().toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ')

const byName = new Map<string, Unit>()
for (const unit of UNITS) {
  for (const name of [unit.symbol, ...unit.aliases]) {
    const key = normalize(name)
    const taken = byName.get(key)
    if (taken && taken !== unit) throw new Error(`unit name "${name}" is both ${taken.symbol} and ${unit.symbol}`)
    byName.set(key, unit)
  }
}

/** Finds a unit by symbol or alias, ignoring case, periods and extra spaces. */
export function findUnit(name: string): Unit | undefined {
  return byName.get(normalize(name))
}

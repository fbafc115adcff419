/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
electricity, power, kwh, electric bill, power price = electricity rates energy
ev charging, charging station, charger, electric vehicle = fuel stations
solar, solar panel, solar panels, photovoltaic = solar
carbon, co2, emissions, grid intensity, clean energy = carbon intensity
energy mix, renewable, renewables, wind power, nuclear = generation mix
oil price, gasoline, gas prices at pump, diesel = energy prices
utility, utilities, power company = utility rates
charge my car, charge my electric car, ev charger, charging point, supercharger, charge = fuel stations
per gallon, at the pump, pump price, price of gas, fuel price, gas price = energy prices
gas per gallon, price of gas, gas at the pump, petrol price, price of petrol = energy prices
`

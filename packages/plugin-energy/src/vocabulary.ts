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
# Everyday phrasing of the need behind each operation (issue 39).
plug car, plug electric car, plug ev, charge ev, ev charge, charge electric car, electric car charging, charge tesla, car battery low, running out charge, road trip electric, level 2, fast charging, fast charger, fill propane, hydrogen fill = fuel stations
solar potential, roof solar, solar roof, panels roof, rooftop solar, worth getting solar, solar worth, enough sun, sunshine hours, solar payback, sun roof get = solar resource
panels produce, panels generate, solar tomorrow, solar today, panels today, panels tomorrow, pv tomorrow, solar output, panel output, solar generation tomorrow = solar forecast
cost of electricity, electricity cost, kilowatt hour, kilowatt hours, electricity expensive, cheapest electricity, electricity price state = electricity rates
electric company, electricity provider, electric provider, power provider, power supplier, who supplies power, peak hours, electricity tariff = utility rates
greenest time, cleanest time, low carbon time, green electricity now, dirty electricity, grid clean, grid dirty, fossil fuels now = carbon intensity
wind generating, electricity come, power come, coal britain, gas generation britain, nuclear britain = generation mix
oil barrel, barrel price, barrel of oil, crude today, cost fill tank, heating oil, natural gas cost, fuel cost = energy prices
# s18/ind4 (issue 39)
supplies electricity, electricity supplier, power company, electric company, rate plan, my electricity provider = utility rates
# s22/ind (issue 39)
heating bill, wholesale gas, natural gas trading = energy prices
# s25/ind (issue 39)
power more expensive, price of power, power prices, cost of power, power bills = electricity rates
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
filling up, fill up, tank of gas, full tank, pump prices = gas price energy
plug in, plug, chargers, charging spots, recharge = ev charger fuel stations
# s28/concepts2: everyday concepts around the data operations the first pass did not touch (issue 39)
rooftop panels, panels produce, solar panels output = solar forecast
sunshine hours, sunniest = solar resource
`

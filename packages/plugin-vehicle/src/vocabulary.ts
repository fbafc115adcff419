/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
car, cars, automobile, auto, truck, suv = vehicle
vin, chassis number, vehicle identification = vin decode
wmi, manufacturer code = decode wmi
mpg, fuel economy, gas mileage, fuel consumption = fuel economy
crash test, safety rating, ncap, star rating = safety ratings
defect, defects, owner complaints = complaints
defect, defects, probe, probes, odi, safety investigation, federal investigation = investigations
nhtsa investigating, nhtsa investigation, preliminary evaluation, engineering analysis, recall query, defect petition, audit query = vehicle investigations
safety problems, safety problem, safety issues, safety issue, defect, defects, problems, affected = recalls complaints
complained, complaining, owners complain, owners report = complaints
vins starting, vin prefix, first three characters of a vin, first 3 characters = decode wmi
brakes, brake, airbag, airbags, transmission, stalling, stalls, engine problems, steering, people report problems, problems reported = complaints
looking into, investigating, investigated, government probe = investigations
`

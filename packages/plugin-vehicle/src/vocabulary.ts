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
# Everyday phrasing of the need behind each operation (issue 39).
recall notice, recall notices, recalled, open recalls, takata, airbag recall, fixed free, safety fix = recalls
gas guzzler, miles per gallon, far tank, range per charge, electric range, fuel efficient, fuel efficiency, save gas, cheapest run, fuel cost year, annual fuel cost, mileage car = fuel economy
safest car, safe car, safe family car, safest suv, crash rating, stars crash, rollover risk, survive crash, safe teen = safety ratings
other owners problems, common problems, known problems, known issues, keeps stalling, transmission slipping, reliable car, owners saying = complaints
vin number, read vin, build sheet, trim level, engine size = vin decode
carfax, second hand car, secondhand car, pre owned, preowned, vehicle history report = vehicle profile
model lineup, models made, model list = vehicle models
car brands, automakers, car companies, car maker, carmaker = manufacturers
fit garage, car length, how long car, car width, how wide car, car height, car weight, how heavy car, parking space fit = canadian specs dimensions
# s18/ind4 (issue 39)
free repair, repair for free, fixed for free, dealer must repair, open defects, unrepaired defects, owed a fix = recalls
catching fire, caught fire, cars catching fire = complaints
# s22/ind (issue 39)
owners write, owners wrote, owners reported problems, write to the government = complaints
# s25/ind (issue 39)
vehicle makers, automaker, automakers, carmaker, carmakers, car makers = manufacturers
which models, car lines, models they sold, models does = models
investigated by regulators, being investigated, probe into, opened a probe = investigations
first three characters, first three letters, first three digits = decode wmi
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
faulty, defective, maker called back, called back, manufacturer fix = recalls
smashed, crash tested, crash dummies, crashworthiness, hold up in a crash = safety ratings crash test
`

/**
 * Operations that serve a narrower need than their names say (see SearchVocabulary.intents): a task about a car
 * without one of their words ("is my 2015 Ford Focus recalled", "how safe is a 2022 Corolla in a crash") wants
 * the operation of that one need.
 */
export const intents = {
  // Everything about a vehicle from its VIN.
  'vehicle.profile': 'vin vins everything profile full dossier all complete history report overview public'.split(' '),
  // Transport Canada's specifications.
  'vehicle.canadian-specs': 'canada canadian specs specifications specification dimensions dimension curb wheelbase length width transport'.split(' '),
}

/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
doctor, doctors, physician, clinician, provider, nurse, dentist = provider
hospital, hospitals, emergency room = hospital
hospital rating, hospital ranking = hospital quality
medicare = medicare
disease, outbreak, infection, infections, flu, measles = disease surveillance
death, deaths, mortality, cause of death = mortality
pharma payments, payments to doctors, sunshine act = open payments
pay doctors, paid doctors, payments to doctors, pharma payments, drug company payments, sunshine act = open payments
hospital rating, hospital quality, best hospital, how good is, star rating = hospital quality
death rate, deaths, died, causes of death, mortality = mortality stats
outbreak, cases of, disease cases, infections = disease surveillance
sent money to, pharma companies paid, drug makers paid, gifts to doctors = open payments
cardiologist, dermatologist, pediatrician, paediatrician, surgeon, oncologist, psychiatrist, gynecologist, orthopedist, family doctor, gp, my doctor = physician
drug companies pay, drug companies paid, drug makers pay, pharma pay, paid my doctor, money from drug companies, kickbacks = open payments physicians
die, dies, dying, die of, die from, killed by, leading cause, leading causes, what kills = mortality stats deaths
# Everyday phrasing of the need behind each operation (issue 39)
measles outbreak, outbreak near, cases state, disease spreading, lyme cases, whooping cough, case count = disease surveillance
nearest hospital, hospital near, er near, emergency room near, hospitals city, hospital phone = hospital lookup
good hospital, best hospital, safe hospital, hospital safe, bad hospital, hospital infections, hospital deaths, hospital good = hospital quality
doctor bills medicare, medicare billing, medicare pays doctor, medicare paid doctor = medicare provider
everything doctor, doctor profile, vet doctor, check doctor, research doctor, doctor good = provider profile
# s22/ind (issue 39)
patients come out, patient outcomes, patients fare, come out okay = hospital quality
# s25/ind (issue 39)
paid dinners, consulting fees, speaking fees, paid by drug companies, pharma companies paid = open payments
infections after surgery, infection rates, complication rates = hospital quality
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
death toll, how many died, fatalities = mortality stats
dinners, speaking gigs, speaking fees, sponsored trips, cardiologist paid = open payments
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
outbreak, outbreaks, flu season, whooping cough, cases reported = disease surveillance
trauma center, trauma centers, maternity ward = hospital
billed medicare, medicare billed = medicare provider
vetting a doctor = provider profile
`

/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
license verification, licensed, license number = license
realtor, real estate agent = real estate
electrician, plumber, contractor = trades
stockbroker, stockbrokers, broker, brokers, advisor, adviser, financial advisor, financial adviser, brokercheck, finra, crd = broker license
doctor license, nurse license, physician license, medical license = medical
licensed, license check, valid license, licence = license
financial advisor, broker, stockbroker, disciplinary record = broker
disciplined, disciplinary action, malpractice, revoked, suspended license, board action = license
pediatrician, surgeon, dentist, pharmacist, therapist, nurse practitioner, psychiatrist = medical license
# everyday phrasing (issue 39)
financial advisor legit, advisor complaints, broker complaints, broker record, advisor record, investment adviser = license broker
doctor licensed, doctor legit, nurse licensed, therapist licensed, doctor record = license medical
realtor licensed, realtor legit, appraiser licensed = license real estate
contractor licensed, contractor legit, electrician licensed, plumber licensed, roofer licensed, hvac license, hire contractor = license trades
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
roofer, roofers, handyman, remodeler, builder, general contractor, hvac tech, locksmith = trades license
realtor, realtors, listing agent, selling my condo, selling my house, real estate agent allowed = real estate license
good standing, state board, board certified, medical board, nursing board = medical license
annuities, annuity salesman, retirement advisor, wealth manager, financial planner, money manager = broker license
`

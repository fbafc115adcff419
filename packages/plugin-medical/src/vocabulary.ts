/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
drug, drugs, medicine, medicines, medication, medications, pill, prescription, pharmaceutical = drug medical
drug label, dosage, dose, warnings, contraindication, interactions = drug label
drug price, drug cost, nadac, how much does drug cost = drug price
fda approval, approved drug, approval = drug approval
drug shortage, shortage = drug status
rxcui, generic, generic name = rxnorm
doctor, doctors, physician, clinician, provider, nurse, dentist = npi
npi = npi
diagnosis, diagnosis code, icd, icd-10 = icd10
medical device, device = device medical
510k, 510(k), premarket = device 510k
udi = device udi
hereditary, inherited, genetic condition, genetic disorder = genetics
specialty, specialization = taxonomy specialty
diagnosis code, icd, icd code, billing code = icd10
pharmacy price, drug cost, what pharmacies pay, acquisition cost = drug price
drug label, warnings, dosage, boxed warning, package insert = drug label
short supply, in short supply, hard to find, out of stock = drug status
side effects listed, listed side effects, package insert, prescribing information = drug label
approved, fda approved, when was it approved = drug approval
pulled from the market, pulled off the market, taken off the market, pulled from shelves, withdrawn from the market = recall
insulin pump, pacemaker, hearing aid, implant, implants, stent, defibrillator, glucose monitor, cpap, breast implants = medical device
# Everyday phrasing of the need behind each operation (issue 39)
device cleared, fda cleared, cleared fda, device approved, clearance date = device 510k
device class, class iii, class ii, class 1, device regulatory class, device product code = device classification
implant recalled, pacemaker recall, cpap recall, hip implant recall, device recalled, recalled device = device recall
device barcode, device identifier, device model number, mri safe, implant card, implant id = device udi
approval date, new drug approved, generic available, brand approved, drug approved = drug approval
maximum dose, max dose, take together, drug interactions, mix alcohol, take pregnant, overdose amount, dosage for = drug label
medication cost, price pill, pill price, insulin price, cost insulin, drug costs, cheap generic, pharmacy pays = drug price
cant find medication, medication unavailable, drug discontinued, backorder, backordered, adderall shortage = drug status
runs family, run family, passed down, inherit parents, genetic disease, gene mutation, brca, carrier gene = genetics
code diabetes, medical billing code, insurance code, code bill, claim code, diagnosis billing = icd10
find doctor, doctor license, doctor real, doctor licensed, therapist license, dentist license, provider directory = npi
medicaid number provider, doctor license numbers, provider ids, pecos = provider id resolve
generic version, generic equivalent, generic for, same drug different name, drug code, ndc = rxnorm
specialty code, type doctor, doctor specialty = taxonomy specialty
# s22/ind (issue 39)
green light, greenlit, gave the green light, okayed = drug approval
implant pulled, device pulled back = device recall
code for insurance, insurance claim code, code for my claim = icd10
# s25/ind (issue 39)
cleared by regulators, cleared by the fda, got clearance = device 510k
standard ingredient name, ingredient name and code, drug code for = rxnorm
officially approved, approved version = drug approval
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
leaflet, contraindications, contraindicated, interact, mixing pills, how many pills, missed dose = drug label
pharmacy counter, set me back, prescription cost, costs at the pharmacy, copay = drug price
cleared by fda, fda clearance = 510k
first approved, hit the market = drug approval
backordered, pharmacy out of stock, cant find my meds = drug status shortage
# s28/concepts2: everyday concepts around the data operations the first pass did not touch (issue 39)
billing code, diagnosis code, insurance claim code = icd10 diagnosis code
bills insurance, billing number, provider number, doctor's number = npi provider identifier
high risk device, class 3 device, risk class = device classification class
type of doctor = taxonomy specialty
`

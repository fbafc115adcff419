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
`

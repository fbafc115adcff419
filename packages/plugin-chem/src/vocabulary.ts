/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
chemical, chemicals, compound, molecule, smiles, cas number, formula = chem compound
# Everyday phrasing of the need behind each operation (issue 39).
molecular formula, molar mass, molecular mass, chemical structure, structure molecule, iupac, chemical name = chem compound
# s22/ind (issue 39)
formula of, chemical formula = chem compound
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
boiling point, melting point, molar mass, solvent, toxic chemical, flash point = compound
`

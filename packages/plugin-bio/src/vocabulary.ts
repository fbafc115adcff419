/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
gene, genes, dna, genome, genetic = gene bio
protein, proteins, amino acid = protein
species, animal, animals, plant, plants, organism, taxonomy, latin name = species
# Everyday phrasing of the need behind each operation (issue 39).
gene mutation, brca1, brca2, genetic variant = gene
enzyme, protein structure, amino acid sequence, antibody target = protein
tree species, bird species, insect species, genus, common name = species
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
critter, critters, creature, creatures, wildlife, endangered animal = species
`

/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words`.
 */
export const vocabulary = `
mtg, magic the gathering, scryfall = tcg card magic
pokemon card, pokémon, ptcg = tcg card pokemon
yugioh, ygo = tcg card yu gi oh
card value, card worth, card price = tcg card price
expansion, booster set = tcg sets
pokemon card, charizard, magic card, mtg, yugioh card, card worth = card
`

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
# everyday phrasing (issue 39)
old pokemon cards, charizard worth, mtg card price, magic card worth, yugioh card worth, shiny card = tcg card
card games supported, which card games, trading card games = tcg games
set price list, cards in set, valuable cards set, pull rates, booster worth = tcg set prices
card sets, pokemon sets, magic sets, yugioh sets, newest set, latest expansion, set release = tcg sets
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
magic cards, pokemon cards, collectible cards, card binder = card
`

/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
song, songs, track, music, musician, band, album, albums, singer, isrc = music
who sings, singer, song by, lyrics, track by = recording
# everyday phrasing (issue 39)
band formed, band members, musician bio, artist bio, rapper = music artist
song came out, who sang, song length, song year, cover song, original singer = music recording
album came out, album release, album label, record label, vinyl barcode, cd barcode, album tracklist = music release
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
discography, debut album, studio albums = release album
touring band, bandmates = artist
`

/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
image, picture, photo, drawing, illustration, art = image
compress, compression, resize, shrink, smaller image, optimize image, reduce size = image compress
shrink, smaller file, reduce size, compress, resize = compress
# Everyday phrasing (issue 39): the need behind each operation, in the words of people who never read the catalog.
image smaller, image too big, smaller photo, reduce file size, shrink photo, resize photo, compress photo, web optimized, images faster, page speed images, upload limit, strip exif, remove metadata, exif data, photo too large, file too large, big upload, make smaller, photo big = image compress
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
too big to upload, file too large, attachment limit = compress image
`

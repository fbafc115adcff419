/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
image, picture, photo, drawing, illustration, art = image
compress, compression, resize, shrink, smaller image, optimize image, reduce size = image compress
shrink, smaller file, reduce size, compress, resize = compress
`

/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
javascript, node package, js package, node module, npm = pkgjs
python, pip, python package, pypi = pypkg
newest version, latest version, current version, latest release = version
django, flask, numpy, pandas, requests, pip, pypi, python package, python library = pypkg
express, react, lodash, npm package, node package, javascript library = pkgjs
# Everyday phrasing of the need behind each operation (issue 39)
npm install, node dependency, js library, javascript package, package deprecated, npm version, npm license, package license = pkgjs lookup
pip install, python dependency, python module, python library version, pypi version, python package license, python package vulnerable = pypkg lookup
`

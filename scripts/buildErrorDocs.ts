// `npm run docs:errors`: writes docs/errors.md from the error catalogue.
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { renderErrorDocs } from '@tessera/errors/renderErrorDocs'

const docsDir = resolve(import.meta.dirname, '..', 'docs')
mkdirSync(docsDir, { recursive: true })
writeFileSync(resolve(docsDir, 'errors.md'), renderErrorDocs())
process.stdout.write('wrote docs/errors.md\n')

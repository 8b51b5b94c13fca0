// xmllint (libxml2 compiled to WebAssembly) over exported files: well-formedness always, and validity
// against the official GPX 1.1 and KML 2.2 schemas when test/schemas holds them (its README says why not).
import { existsSync, readFileSync } from 'node:fs'
import { validateXML, type XMLFileInfo } from 'xmllint-wasm'

const SCHEMAS = new URL('./schemas/', import.meta.url)

const SCHEMA_FILES = {
  gpx: { main: 'gpx.xsd', imports: [] as string[] },
  kml: { main: 'ogckml22.xsd', imports: ['atom-author-link.xsd', 'xAL.xsd'] },
}

const file = (fileName: string): XMLFileInfo => ({
  fileName,
  contents: readFileSync(new URL(fileName, SCHEMAS), 'utf8'),
})

/** Whether the official schema of the format, and all it imports, are in test/schemas. */
export function hasSchema(format: keyof typeof SCHEMA_FILES): boolean {
  const { main, imports } = SCHEMA_FILES[format]
  return [main, ...imports].every((name) => existsSync(new URL(name, SCHEMAS)))
}

/** xmllint's complaints about the document as XML (none when it is well-formed). */
export async function wellFormed(xml: string, fileName: string): Promise<string[]> {
  const result = await validateXML({ xml: { fileName, contents: xml }, normalization: 'c14n' })
  return result.errors.map((error) => error.message)
}

/** xmllint's complaints about the document against the format's official schema. */
export async function validAgainstSchema(xml: string, format: keyof typeof SCHEMA_FILES): Promise<string[]> {
  const { main, imports } = SCHEMA_FILES[format]
  const result = await validateXML({
    xml: { fileName: `export.${format}`, contents: xml },
    schema: file(main),
    preload: imports.map(file),
    maxMemoryPages: 4096,
  })
  return result.errors.map((error) => error.message)
}

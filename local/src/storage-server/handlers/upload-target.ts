// Where an upload goes and with what metadata: both upload protocols send the same metadata JSON and name
// the object in ?name= (or, failing that, in the metadata), and both refuse a bad name or bad JSON alike.
import type { ObjectFields } from '../file-store'
import { HttpError } from '../http-error'
import { objectNameProblem, parseUploadMetadata } from '../object-resource'

export interface UploadTarget {
  path: string
  fields: ObjectFields
}

export function uploadTarget(
  metadataText: string,
  fallbackContentType: string | undefined,
  queryName: string | null,
): UploadTarget {
  const metadata = parseUploadMetadata(metadataText, fallbackContentType)
  if (!metadata.ok) throw new HttpError(400, metadata.message)
  const path = queryName ?? metadata.name
  const problem = objectNameProblem(path)
  if (problem || !path) throw new HttpError(400, problem ?? 'The object name is missing.')
  return { path, fields: metadata.fields }
}

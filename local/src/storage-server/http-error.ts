// An error the storage server answers with its status and message (in Cloud Storage's JSON error shape).
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** close the connection instead of reading the rest of the body */
    readonly closeConnection = false,
  ) {
    super(message)
  }
}

/** A failed API call. `message` is the server's own text when it sent one, else the caller's default. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly errors?: { msg: string }[],
  ) {
    super(message);
  }
}

/** A failed API call. `message` is the server's own text when it sent one, else the caller's default. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly errors?: { msg: string }[],
    /** The answer's JSON body, for answers that say more than a message (checkout's `shortages`). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** The one error type that carries an HTTP answer. Anything else is a fault and answers 500. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: { msg: string }[],
    /** More fields of the answer beside `message` (e.g. checkout's `shortages`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: { msg: string }[]) => new AppError(400, message, errors);
export const unauthorized = (message = 'Not authorized, please log in') => new AppError(401, message);
export const forbidden = (message = 'Not authorized as an admin') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const unavailable = (message = 'Service temporarily unavailable, please try again shortly') =>
  new AppError(503, message);

/** An error and the errors it wraps (`cause`), outermost first; bounded, since a cause may loop. */
export function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let link = error;
  while (link !== undefined && link !== null && chain.length < 10) {
    chain.push(link);
    link = (link as { cause?: unknown }).cause;
  }
  return chain;
}

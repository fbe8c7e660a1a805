/** The one error type that carries an HTTP answer. Anything else is a fault and answers 500. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: { msg: string }[],
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

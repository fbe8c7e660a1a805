import { ApiError } from '@glow/web-kit';

/** The link itself was refused (400): its reason, final. Anything else may pass on a second try. */
export const linkRefused = (error: unknown) => error instanceof ApiError && error.status === 400;

export const tokenErrorText = (error: unknown, failed: string) =>
  linkRefused(error) ? (error as ApiError).message : failed;

export const identifierRequired = 'Please enter your email or username.';
export const passwordRequired = 'Please enter your password.';

export interface MissingFields {
  identifier?: string;
  password?: string;
}

/** The required message of each empty field, or null when both are filled. */
export function missingFields(identifier: string, password: string): MissingFields | null {
  const missing: MissingFields = {
    identifier: identifier.trim() === '' ? identifierRequired : undefined,
    password: password === '' ? passwordRequired : undefined,
  };
  return missing.identifier || missing.password ? missing : null;
}

/** A tiny JSON client for the service under test. */
export function client(baseUrl: string) {
  return async (method: string, path: string, options: { body?: unknown; token?: string } = {}) => {
    const answer = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await answer.text();
    return { status: answer.status, text, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
}

export type Call = ReturnType<typeof client>;

let counter = 0;

/** A registration body nobody else in the test run uses. */
export function newAccount(prefix = 'shopper') {
  counter += 1;
  const name = `${prefix}${counter}${Math.random().toString(36).slice(2, 7)}`;
  return { username: name, email: `${name}@Glow.test`, password: 'secret1', confirmPassword: 'secret1' };
}

export async function register(call: Call, account = newAccount()) {
  const answer = await call('POST', '/api/users/register', { body: account });
  if (answer.status !== 201) throw new Error(`register failed: ${answer.status} ${answer.text}`);
  const { token, user } = answer.body as { token: string; user: { _id: string } };
  return { ...account, token, id: user._id };
}

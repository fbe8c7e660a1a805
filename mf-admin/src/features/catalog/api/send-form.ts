import { ApiError, readToken } from '@glow/web-kit';

export interface SendFormOptions {
  defaultMessage: string;
  /** 0–100 while the request body goes up. */
  onProgress?: (percent: number) => void;
}

function errorOf(status: number, text: string, defaultMessage: string): ApiError {
  try {
    const { message } = JSON.parse(text) as { message?: unknown };
    if (typeof message === 'string' && message.trim()) return new ApiError(status, message);
  } catch {
    // Not JSON: the screen's own text.
  }
  return new ApiError(status, defaultMessage);
}

/**
 * A multipart write through XMLHttpRequest, whose upload events (unlike fetch's) tell how much of a
 * large image has gone up. Same contract as the kit's client: Bearer token, `ApiError` on failure.
 */
export function sendForm<T>(method: 'POST' | 'PUT', path: string, form: FormData, options: SendFormOptions) {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `/api${path}`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(errorOf(request.status, request.responseText, options.defaultMessage));
        return;
      }
      try {
        resolve(JSON.parse(request.responseText) as T);
      } catch {
        reject(new ApiError(request.status, options.defaultMessage));
      }
    };
    request.onerror = () => reject(new ApiError(0, options.defaultMessage));
    request.send(form);
  });
}

import type { FakeAnswer } from './fake-fetch';

export interface Upload {
  method: string;
  url: string;
  headers: Record<string, string>;
  form: FormData;
}

/**
 * XMLHttpRequest is the boundary of `api.upload` (multipart writes with upload progress).
 * Each send reports half the body gone up, then waits for `finish` (or answers at once with `answer`).
 */
export function installUpload(answer?: (upload: Upload) => FakeAnswer) {
  const uploads: Upload[] = [];
  let finishLast: ((answer: FakeAnswer) => void) | undefined;

  class FakeXhr {
    upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    status = 0;
    responseText = '';
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private call: Omit<Upload, 'form'> = { method: '', url: '', headers: {} };
    private answerHeaders: Record<string, string> = {};

    getResponseHeader(name: string): string | null {
      const found = Object.entries(this.answerHeaders).find(
        ([key]) => key.toLowerCase() === name.toLowerCase(),
      );
      return found ? found[1] : null;
    }

    open(method: string, url: string) {
      this.call = { method, url, headers: {} };
    }

    setRequestHeader(name: string, value: string) {
      this.call.headers[name] = value;
    }

    send(form: FormData) {
      const upload = { ...this.call, form };
      uploads.push(upload);
      const finish = ({ status, body, headers }: FakeAnswer) => {
        this.status = status;
        this.answerHeaders = headers ?? {};
        this.responseText = body === undefined ? '' : JSON.stringify(body);
        this.onload?.();
      };
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        if (answer) finish(answer(upload));
        else finishLast = finish;
      }, 0);
    }
  }

  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return { uploads, finish: (a: FakeAnswer) => finishLast?.(a) };
}

/** jsdom has no object URLs; previews get a stand-in address per file. */
export function installObjectUrls() {
  let next = 0;
  URL.createObjectURL = jest.fn(() => `blob:preview-${++next}`);
  URL.revokeObjectURL = jest.fn();
}

export const png = (name: string) => new File(['png'], name, { type: 'image/png' });

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// Pages load lazily (as in production): on a busy 2-core CI machine the first findBy can take
// longer than the library's 1 s default, which made a page test fail while the page was fine.
configure({ asyncUtilTimeout: 5000 });

// react-router 7 needs these and jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no Request, and react-router's data router builds one for every navigation.
// The apps' routes have no loaders, so url, method and signal are all it reads.
if (typeof globalThis.Request === 'undefined') {
  class MinimalRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: MinimalRequest });
}

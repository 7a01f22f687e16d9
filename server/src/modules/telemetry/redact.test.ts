import { redactErrorMessage, redactRoute } from './redact';

describe('redactErrorMessage', () => {
  it('keeps scheme, host and path of a URL but drops credentials, query string and fragment', () => {
    expect(redactErrorMessage('Loading chunk 123 failed.\n(error: https://cdn.example.in/remote-booking/0.1.0-a5c5a96da6/123.js?token=abc#top)')).toBe(
      'Loading chunk 123 failed. (error: https://cdn.example.in/remote-booking/0.1.0-a5c5a96da6/123.js)',
    );
    expect(redactErrorMessage('GET https://user:secret@api.example.in/v1?q=1 failed')).toBe('GET https://api.example.in/v1 failed');
  });

  it('replaces e-mail addresses and runs of 6 or more digits, keeping short numbers', () => {
    expect(redactErrorMessage('No account for priya.sharma@example.in, mobile 9876543210, status 404')).toBe(
      'No account for [email], mobile [number], status 404',
    );
    expect(redactErrorMessage('Loading chunk 12345 failed')).toBe('Loading chunk 12345 failed');
  });

  it('collapses whitespace and cuts to 300 characters', () => {
    expect(redactErrorMessage('  a \t\r\n  b  ')).toBe('a b');
    expect(redactErrorMessage('x'.repeat(1000))).toHaveLength(300);
    expect(Array.from(redactErrorMessage('😀'.repeat(400)))).toHaveLength(300);
  });
});

describe('redactRoute', () => {
  it('keeps the path only, without personal tokens', () => {
    expect(redactRoute('/list-of-services?search=plumber#top')).toBe('/list-of-services');
    expect(redactRoute('/reset/9876543210')).toBe('/reset/[number]');
    expect(redactRoute('?only=query')).toBe('/');
  });
});

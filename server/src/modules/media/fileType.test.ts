import { detectFileType } from './fileType';

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('detectFileType', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg', 'jpg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png', 'png'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp', 'webp'],
    ['PDF', bytes('%PDF-1.7\n'), 'application/pdf', 'pdf'],
  ])('recognises %s by its first bytes', (_name, content, mime, extension) => {
    expect(detectFileType(content)).toEqual({ mime, extension });
  });

  it.each([
    ['an ELF executable', bytes([0x7f], 'ELF', [2, 1, 1, 0])],
    ['a Windows executable', bytes('MZ', [0x90, 0, 3, 0])],
    ['a RIFF file that is not WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['HTML', bytes('<html><script>')],
    ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e])],
    ['nothing', bytes()],
  ])('refuses %s', (_name, content) => {
    expect(detectFileType(content)).toBeUndefined();
  });
});

import { runsOf } from './pdfLayout';

describe('runsOf: which font draws which part of a text (issue 41)', () => {
  it('gives Latin to Helvetica, Devanagari and ₹ to Noto Devanagari, Tamil to Noto Tamil', () => {
    expect(runsOf('कुल ₹1,200 / மொத்தம் (Rs.)')).toEqual([
      { text: 'कुल', script: 'devanagari' },
      { text: ' ', script: 'latin' },
      { text: '₹', script: 'devanagari' },
      { text: '1,200 / ', script: 'latin' },
      { text: 'மொத்தம்', script: 'tamil' },
      { text: ' (Rs.)', script: 'latin' },
    ]);
  });

  it('keeps a joiner inside its conjunct, and draws what no font has as ?', () => {
    expect(runsOf('क्\u200dष 你好')).toEqual([
      { text: 'क्\u200dष', script: 'devanagari' },
      { text: ' ??', script: 'latin' },
    ]);
  });
});

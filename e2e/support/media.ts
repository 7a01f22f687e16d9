import sharp from 'sharp';

/** A photo as a phone would take it: a JPEG with a little colour and a caption. */
export function photo(caption: string, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,55%)"/><stop offset="1" stop-color="hsl(${hue + 40},60%,30%)"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>
    <text x="60" y="820" font-family="sans-serif" font-size="72" fill="#fff">${caption}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** The start of an MP4 file (an ftyp box) and some bytes: what the server checks a video by (server/src/modules/media/videoType.ts). */
export const shortVideo = Buffer.concat([Buffer.from('00000018667479706d703432000000006d70343269736f6d', 'hex'), Buffer.alloc(4096, 1)]);

import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { tempFolder } from '../../../test/fixtures';
import { cleanExistingUploads } from './cleanExisting';
import { GPS_TEXT, mp4WithGps } from './videoMetadata/testVideos';

let root: string;
beforeEach(async () => {
  root = await tempFolder('uploads');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const silent = { info: () => undefined };

async function put(folder: string, name: string, bytes: Buffer): Promise<string> {
  await mkdir(path.join(root, folder), { recursive: true });
  await writeFile(path.join(root, folder, name), bytes);
  return path.join(root, folder, name);
}

describe('cleanExistingUploads', () => {
  it('cleans files stored before uploads lost their metadata, in place, once', async () => {
    const withGps = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 4/1 0/1' } })
      .jpeg()
      .toBuffer();
    const photo = await put('profile', `${'a'.repeat(32)}.jpg`, withGps);
    const proof = await put('id-proofs', `${'b'.repeat(32)}.jpg`, withGps);
    const pdf = await put('id-proofs', `${'c'.repeat(32)}.pdf`, Buffer.from('%PDF-1.7\n%%EOF\n'));
    const video = await put('pd-videos', `${'d'.repeat(32)}.mp4`, mp4WithGps());

    await cleanExistingUploads(root, silent);

    for (const file of [photo, proof]) {
      const bytes = await readFile(file);
      expect(bytes.includes('PhoneMaker')).toBe(false);
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    }
    expect((await readFile(pdf)).toString()).toBe('%PDF-1.7\n%%EOF\n');
    expect((await readFile(video)).includes(GPS_TEXT)).toBe(false);
    expect(await readdir(path.join(root, 'profile'))).toEqual([path.basename(photo)]);

    // Done once: a file put back with metadata afterwards is not looked at again.
    await writeFile(photo, withGps);
    await cleanExistingUploads(root, silent);
    expect((await readFile(photo)).includes('PhoneMaker')).toBe(true);
  });
});

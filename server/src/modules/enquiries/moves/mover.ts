import type { MoverWire } from '@servenear/shared/wire';
import type { Database } from '../../../db/client';
import { imageUrl } from '../../accounts/service';
import type { MediaLinks } from '../../media/links';
import { moversByIds } from './repository';

/**
 * The movers of a customer's moves as the customer sees them (issue 37): name, photo (a signed
 * link: the customer may see the partner ops gave the move to), a number to call, whether ops
 * verified him, and how many jobs he finished. `rating` stays null until per-partner ratings
 * exist: the ratings part of issue 37 fills it here.
 */
export async function moversOf(db: Database, links: MediaLinks, partnerIds: Array<number | null>): Promise<Map<number, MoverWire>> {
  const ids = [...new Set(partnerIds.filter((id): id is number => id !== null))];
  const rows = await moversByIds(db, ids);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        name: row.name,
        image_url: imageUrl(links, row.imagePath),
        mobile: row.mobile ?? '',
        verified: row.verificationStatus === 'verified',
        jobs_done: row.jobsDone,
        rating: null,
      },
    ]),
  );
}

import { useDeleteWorkArea, useWorkAreas } from '@servenear/shared/partner';
import { useHost } from '@servenear/shared/host';
import { QueryState } from '@servenear/shared/ui';
import { PartnerLayout } from '../../components/layout/PartnerLayout';
import { fill } from '@servenear/shared/i18n';
import { WorkAreaForm } from './WorkAreaForm';
import { WorkAreaList } from './WorkAreaList';
import { workAreaTexts } from './texts';
import styles from './WorkArea.module.css';

/**
 * '/employee-work-area' (ours, issue 14): where the partner works. Near-me lists and allocation
 * read exactly these places, so a partner without one is never found.
 */
export default function WorkAreaPage() {
  const { notify } = useHost();
  const query = useWorkAreas();
  const deletePlace = useDeleteWorkArea();

  async function remove(placeId: number) {
    try {
      await deletePlace.mutateAsync(placeId);
      notify('success', workAreaTexts.deleted);
    } catch {
      notify('error', workAreaTexts.deleteFailed);
    }
  }

  return (
    <PartnerLayout title={workAreaTexts.title}>
      <p className={styles.intro}>{workAreaTexts.intro}</p>
      <QueryState query={query} isEmpty={() => false}>
        {(areas) => (
          <div className={styles.columns}>
            <section aria-labelledby="work-area-places">
              <h2 id="work-area-places" className={styles.heading}>
                {workAreaTexts.listHeading}
              </h2>
              {areas.places.length === 0 ? (
                <p className={styles.empty}>{workAreaTexts.empty}</p>
              ) : (
                <WorkAreaList places={areas.places} deleting={deletePlace.isPending ? (deletePlace.variables ?? null) : null} onDelete={(id) => void remove(id)} />
              )}
            </section>
            {areas.places.length >= areas.maxPlaces ? (
              <p className={styles.empty}>{fill(workAreaTexts.full, { maximum: areas.maxPlaces })}</p>
            ) : (
              <WorkAreaForm maxRadiusKm={areas.maxRadiusKm} />
            )}
          </div>
        )}
      </QueryState>
    </PartnerLayout>
  );
}

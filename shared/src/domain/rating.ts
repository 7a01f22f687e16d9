export type StarCounts = Partial<Record<'1' | '2' | '3' | '4' | '5', number>>;

export interface HistogramRow {
  stars: 5 | 4 | 3 | 2 | 1;
  count: number;
  /** Whole-number share of `total`, 0 when there are no reviews. */
  percentage: number;
}

const starsDescending = [5, 4, 3, 2, 1] as const;

/** customer §2: the rating histogram, one row per star from 5 down to 1. */
export function ratingHistogram(counts: StarCounts, total: number): HistogramRow[] {
  return starsDescending.map((stars) => {
    const count = counts[String(stars) as keyof StarCounts] ?? 0;
    return { stars, count, percentage: total > 0 ? Math.round((count / total) * 100) : 0 };
  });
}

/** customer §9: ratings are shown rounded to whole stars, 0 to 5. */
export function roundedStars(average: number | null | undefined): number {
  if (typeof average !== 'number' || !Number.isFinite(average)) return 0;
  return Math.min(5, Math.max(0, Math.round(average)));
}

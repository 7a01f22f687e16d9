import type { Database } from '../../db/client';
import { reports } from '../../db/schema';

export interface NewReport {
  name: string;
  email: string;
  mobile: string;
  serviceId: number;
  description: string;
  userId: number | null;
}

export async function insertReport(db: Database, report: NewReport): Promise<number> {
  const [row] = await db.insert(reports).values(report).returning({ id: reports.id });
  if (!row) throw new Error('insert into reports returned no row');
  return row.id;
}

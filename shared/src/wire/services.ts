/** customer §3 'Report select items': GET service/all → data[]. */
export interface ServiceOptionWire {
  id: number;
  name: string;
}

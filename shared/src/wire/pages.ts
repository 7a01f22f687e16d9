/** customer §3 'Page content': GET pages/{slug} → data. */
export interface PageContentWire {
  title: string;
  content: string;
}

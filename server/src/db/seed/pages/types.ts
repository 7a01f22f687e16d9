export interface SeedPage {
  slug: string;
  title: string;
  /** HTML: headings, paragraphs, lists, emphasis and links only (sanitised when stored). */
  content: string;
}

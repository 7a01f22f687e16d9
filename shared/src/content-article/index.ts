// A content page's look, with no sanitiser: remote-account's /pages/{slug} draws its page with it,
// and the shell draws the same page from the server's already sanitised HTML before
// remote-account has loaded (docs/architecture.md §3), so the text does not move when it has.
export { ContentArticle } from './ContentArticle';
export { ContentBody } from './ContentBody';

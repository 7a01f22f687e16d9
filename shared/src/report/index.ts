// The Report and Queries form, for remote-account's /report and /user-report and the partner's
// /employee-report-query. An area of its own: only those pages download it.
export { ReportForm } from './ReportForm';

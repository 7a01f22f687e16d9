export { ApiError, firstFieldErrors, type ApiFieldErrors } from './ApiError';
export { apiClient, createApiClient, type ApiClientOptions } from './client';
export { pagesApi, type PageContent } from './pages';
export { servicesApi, type ServiceOption } from './services';
export { reportsApi, type ReportCreated, type ReportRequest } from './reports';

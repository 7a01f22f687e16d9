import type { AnyEndpoint } from './define';
import { earningInvoiceEndpoint, earningsEndpoint } from './earnings';
import { pageEndpoint } from './pages';

/** Every endpoint of the catalogue: the fuzz suite and the catalogue's own test walk this list. */
export const allEndpoints: readonly AnyEndpoint[] = [pageEndpoint, earningsEndpoint, earningInvoiceEndpoint];

/** The server's reply envelope (customer §7, §8): `status` mirrors the HTTP status. */
export interface ApiEnvelope<T> {
  status: number;
  data: T;
  message?: string;
}

/** customer §8 'Server errors': status plus a field → messages map. */
export interface ApiErrorBody {
  status: number;
  errors?: Record<string, string[]>;
  message?: string;
}

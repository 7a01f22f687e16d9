import type { FastifyRequest } from 'fastify';

export interface UploadedFile {
  field: string;
  bytes: Buffer;
  /** Longer than the route's limit: only the first bytes were kept. */
  tooLarge: boolean;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles: number;
}

/** More files than the route accepts: the rest of the body is not read. */
export class TooManyFilesError extends Error {
  override readonly name = 'TooManyFilesError';
}

/**
 * Reads a multipart form into memory within the route's limits (files are small: 2–5 MB).
 * A JSON body is accepted too, as fields without files, for clients that send no file.
 */
export async function readForm(request: FastifyRequest, limits: MultipartLimits): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields = Object.fromEntries(
      Object.entries(body).filter(([, value]) => typeof value === 'string' || typeof value === 'number'),
    ) as Record<string, string>;
    return { fields, files: [] };
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    // app.ts registers multipart with throwFileSizeLimit:false: an oversized file is marked, not thrown.
    for await (const part of request.parts({ limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // An empty file input still sends a part: treat it as no file.
        if (bytes.length > 0 || part.file.truncated) files.push({ field: part.fieldname, bytes, tooLarge: part.file.truncated });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw new TooManyFilesError('too many files');
    throw error;
  }
  return { fields, files };
}

import { Attachment, AttachmentGuidParams } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import { readAttachmentContents } from '../../../domain/attachments/read-attachment-contents.js';
import { findDownload } from '../../../domain/attachments/find-download.js';
import { removeAttachments } from '../../../domain/attachments/remove-attachments.js';
import { storeUpload } from '../../../domain/attachments/store-upload.js';
import { attachmentDisposition, cleanContentType, cleanFileName } from '../../../domain/attachments/file-names.js';
import { AppError, badRequest } from '../../../lib/app-error.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

/** Documents the download: the file's bytes, sent with its stored type. */
const FileContents = {
  description: 'The file, sent with the type it was stored with and Content-Disposition: attachment.',
  content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
};

/** Documents the upload's body: one file, in the field `file`. */
const uploadForm = (maxMb: number) =>
  z.object({ file: z.string().meta({ format: 'binary', description: `The file: at most ${maxMb} MB` }) });

/** A file's answer may hold anything (HTML, SVG, script): it is only ever a download, never a page. */
const DOWNLOAD_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

const drain = async (stream: AsyncIterable<unknown>) => {
  for await (const _ of stream);
};

/** The multipart parser's refusals, as a 400 naming the field; anything else goes to the error handler as it is. */
function uploadProblem(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return badRequest('file: send one file per request');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return badRequest('file: send the file with at most 5 other fields');
  }
  const message = error instanceof Error ? error.message : '';
  // The body ended inside the file: the parser says so, or, when it stopped before the file was being read, the
  // file's stream was closed before its end.
  if (code === 'ERR_STREAM_PREMATURE_CLOSE' || /unexpected end of (form|multipart data)/i.test(message)) {
    return badRequest('file: the upload ended before the whole file arrived; send it again');
  }
  if (code?.startsWith('FST_') || /multipart|boundary/i.test(message)) {
    return badRequest('file: the upload is not valid multipart/form-data');
  }
  return error;
}

export function attachmentRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const api = withSchemas(app);
  const maxBytes = Math.round(config.attachmentMaxMb * 1_000_000);

  api.post(
    '/api/attachments',
    {
      config: { formBody: uploadForm(config.attachmentMaxMb), tokenScope: 'tickets:write' },
      schema: {
        operationId: 'uploadAttachment',
        summary: 'Uploads one file to send with a new ticket or reply as `attachmentGuids`',
        tags: ['tickets'],
        security: SIGNED_IN,
        response: { 201: Attachment, ...errorAnswers(400, 401, 413) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('file: send the file as multipart/form-data');
      let stored: Attachment | undefined;
      try {
        // Text fields are ignored; the one file must be in the field "file".
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file') {
            await drain(part.file);
            throw badRequest(`${part.fieldname}: the file must be sent in the field "file"`);
          }
          stored = await storeUpload(
            db,
            currentUser(request),
            {
              fileName: cleanFileName(part.filename),
              contentType: cleanContentType(part.mimetype),
              stream: part.file,
              isTruncated: () => part.file.truncated,
            },
            maxBytes,
          );
        }
      } catch (error) {
        if (stored) await removeAttachments(db, [stored.attachmentGuid]);
        throw uploadProblem(error);
      }
      if (!stored) throw badRequest('file: choose a file to upload');
      return reply.code(201).send(stored);
    },
  );

  api.get(
    '/api/attachments/:attachmentGuid',
    {
      config: { tokenScope: 'tickets:read' },
      schema: {
        operationId: 'downloadAttachment',
        summary: 'Downloads a file: staff, and the authorised users of its ticket’s project',
        tags: ['tickets'],
        security: SIGNED_IN,
        params: AttachmentGuidParams,
        response: { 200: FileContents, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const attachment = await findDownload(db, request.params.attachmentGuid, currentUser(request));
      return (
        reply
          .type(attachment.contentType)
          .header('content-disposition', attachmentDisposition(attachment.fileName))
          .header('content-length', attachment.sizeBytes)
          .header('content-security-policy', DOWNLOAD_POLICY)
          .header('x-content-type-options', 'nosniff')
          // A stream is written as it is read (the serialiser is for JSON only).
          .send(readAttachmentContents(db, attachment.attachmentGuid) as unknown as string)
      );
    },
  );
}
